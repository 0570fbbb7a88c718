import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, waitForHealth } from './test-harness/processes';

const MAIN = resolve(__dirname, '../dist/main.js');

function start(env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((ok) => {
    execFile(process.execPath, [MAIN], { env }, (error, _stdout, stderr) => ok({ code: error ? Number(error.code ?? 1) : 0, stderr }));
  });
}

describe('the server process on its embedded database', () => {
  let dataDir: string;
  let blocker: Server;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error('build the server first: npm run build -w server');
    dataDir = mkdtempSync(join(tmpdir(), 'skillup-main-'));
    port = await freePort();
    blocker = createServer();
    await new Promise<void>((ok) => blocker.listen(port, '0.0.0.0', ok));
  });
  afterAll(() => {
    blocker.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Three starts on a fresh embedded database, each compiling the answers' serializers before it
  // listens (docs/performance.md, "A started server's first answers"): more than a minute on a busy machine.
  const THREE_STARTS_MS = 150_000;

  it(
    'says the port is taken, and a failed start leaves the database fit to open',
    async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        SKILLUP_DATA_DIR: dataDir,
        PORT: String(port),
        ACTIVITIES_PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
      };
      delete env.DATABASE_URL;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const failed = await start(env);
        expect(failed.code).toBe(1);
        expect(failed.stderr).toContain(`Port ${port} is taken`);
      }

      const freeEnv = { ...env, PORT: String(await freePort()) };
      const server = spawn(process.execPath, [MAIN], { env: freeEnv, stdio: 'ignore' });
      try {
        await waitForHealth(`http://127.0.0.1:${freeEnv.PORT}`, server);
        const login = await fetch(`http://127.0.0.1:${freeEnv.PORT}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'luca.ferri@demo.skillup.test', password: 'Skillup-2026' }),
        });
        expect(login.status).toBe(200);
      } finally {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      expect(server.exitCode).toBe(0);
    },
    THREE_STARTS_MS,
  );
});
