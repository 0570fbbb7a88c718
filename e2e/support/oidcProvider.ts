import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './repo-root';

export interface OidcProvider {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * The OpenID Connect provider of the server's SSO suite (server/src/test-harness/sso/oidc-provider.mjs),
 * on `port`, with one client whose callbacks are `redirectUris`. Whatever login is typed on its
 * sign-in page becomes the account, and its e-mail. Started as that suite starts it
 * (server/src/test-harness/sso/provider-process.ts), not imported from there: the browser tests
 * are type-checked apart from the server's sources (e2e/tsconfig.json's rootDir).
 */
export async function startOidcProvider(port: number, client: { id: string; secret: string; redirectUris: string[] }): Promise<OidcProvider> {
  const child = spawn(process.execPath, [join(repoRoot, 'server/src/test-harness/sso/oidc-provider.mjs')], {
    cwd: join(repoRoot, 'server'),
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_CLIENTS: JSON.stringify([{ client_id: client.id, client_secret: client.secret, redirect_uris: client.redirectUris }]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its warnings (a development setup) stay out of the test output unless it fails to start.
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`the OpenID provider did not start in 30 s: ${stderr}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      ready();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the OpenID provider exited with ${code}: ${stderr}`));
    });
  });
  return {
    issuer: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((stopped) => {
        if (child.exitCode !== null) return stopped();
        child.once('exit', () => stopped());
        child.kill('SIGTERM');
      }),
  };
}
