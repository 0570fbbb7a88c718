import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../processes';

export interface ClientRegistration {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

export interface ProviderProcess {
  issuer: string;
  stop(): Promise<void>;
}

/** Starts oidc-provider on a free port with these clients; resolves once it listens. */
export async function startProvider(clients: ClientRegistration[]): Promise<ProviderProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'oidc-provider.mjs')], {
    env: { ...process.env, OIDC_PORT: String(port), OIDC_CLIENTS: JSON.stringify(clients) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the OpenID provider did not start: ${stderr}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) {
        clearTimeout(timer);
        ok();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the OpenID provider exited with ${code}: ${stderr}`));
    });
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill('SIGTERM');
      }),
  };
}
