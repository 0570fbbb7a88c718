// Starts the built server on a free port with its own temporary data, database and remote
// store, and publishes the built remotes into it: what the browser tests and the benchmarks
// run against, so they never touch ./data.
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/**
 * `port`, `activitiesPort` and `publicUrl` fix what is otherwise chosen free: `npm run dev`
 * puts the server on known ports behind its own origin (docs/remotes.md). `dataDir` is a data
 * folder the caller prepared and keeps: it is left in place on stop.
 * @param {{ databaseUrl?: string, dataDir?: string, log?: boolean, env?: Record<string,string>, startTimeoutMs?: number,
 *   port?: number, activitiesPort?: number, publicUrl?: string }} [options]
 * @returns {Promise<{ url: string, activitiesUrl: string, dataDir: string, storeDir: string, env: Record<string,string>,
 *   cli: (...args: string[]) => Promise<{stdout: string, stderr: string}>, stop: () => Promise<void> }>}
 */
export async function startAppServer(options = {}) {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'skillup-app-'));
  const port = options.port ?? (await freePort());
  const activitiesPort = options.activitiesPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    // The activities answer on a port of their own (docs/security.md); the app is opened at `url`.
    ACTIVITIES_PORT: String(activitiesPort),
    PUBLIC_URL: options.publicUrl ?? url,
    SKILLUP_DATA_DIR: dataDir,
    SKILLUP_URL: url,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;

  const child = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', options.log ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    // A loaded machine may need longer to migrate and seed a fresh database.
    await waitForHealth(url, child, options.startTimeoutMs ?? Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 60_000));
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  const cli = (...args) => run(process.execPath, [join(repoRoot, 'server/dist/cli.js'), ...args], { cwd: repoRoot, env });
  await cli('publish', '--all', '--make-default');

  return {
    url,
    activitiesUrl: `http://127.0.0.1:${activitiesPort}`,
    dataDir,
    storeDir: join(dataDir, 'remotes'),
    env,
    cli,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
