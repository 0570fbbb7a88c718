import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { freePort, waitForHealth } from '../test-harness/processes';

const DIST = resolve(__dirname, '../../dist');
const CLI = join(DIST, 'cli.js');
const MAIN = join(DIST, 'main.js');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliResult> {
  return new Promise((ok) => {
    execFile(process.execPath, [CLI, ...args], { env }, (error, stdout, stderr) => {
      ok({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** remote-<name>/ folders with a package.json and builds, as the front-end workspaces write them. */
function writeBuild(root: string, remote: string, version: string, label: string): void {
  const dir = join(root, `remote-${remote}`, 'dist', version);
  mkdirSync(join(dir, 'chunks'), { recursive: true });
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote, label }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${label} */`);
  writeFileSync(join(dir, 'chunks', 'area.0123abcd.js'), `/* ${label} chunk */`);
}

function writePackage(root: string, remote: string, version: string): void {
  mkdirSync(join(root, `remote-${remote}`), { recursive: true });
  writeFileSync(join(root, `remote-${remote}`, 'package.json'), JSON.stringify({ name: `@skillup/remote-${remote}`, version }));
}

beforeAll(() => {
  if (!existsSync(CLI) || !existsSync(MAIN)) throw new Error('build the server first: npm run build -w server');
});

describe.each(testDatabases())('remotes CLI on $name', (target) => {
  let work: string;
  let baseEnv: NodeJS.ProcessEnv;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'skillup-cli-test-'));
    const remotesRoot = join(work, 'repo');
    writePackage(remotesRoot, 'taskroom', '1.0.0');
    writeBuild(remotesRoot, 'taskroom', '1.0.0', 'stable');
    writeBuild(remotesRoot, 'taskroom', '1.0.1-e2e', 'candidate');
    writePackage(remotesRoot, 'calendar', '2.0.0');
    writeBuild(remotesRoot, 'calendar', '2.0.0', 'agenda');
    writePackage(remotesRoot, 'report', '1.0.0');
    for (const remote of ['challenge', '360', 'admin']) {
      writePackage(remotesRoot, remote, '1.0.0');
      writeBuild(remotesRoot, remote, '1.0.0', 'yesterday');
    }

    const created = await target.create();
    drop = created.drop;
    baseEnv = { ...process.env, SKILLUP_REMOTES_ROOT: remotesRoot, LOG_LEVEL: 'warn' };
    delete baseEnv.DATABASE_URL;
    delete baseEnv.SKILLUP_OPS_TOKEN;
    if (created.spec.kind === 'postgres') baseEnv.DATABASE_URL = created.spec.url;
  });
  afterAll(async () => {
    await drop?.();
    rmSync(work, { recursive: true, force: true });
  });

  describe('against a running server', () => {
    let server: ChildProcess;
    let env: NodeJS.ProcessEnv;
    let url: string;

    beforeAll(async () => {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      env = {
        ...baseEnv,
        PORT: String(port),
        ACTIVITIES_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        SKILLUP_DATA_DIR: join(work, 'served'),
        SKILLUP_URL: url,
      };
      server = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
      await waitForHealth(url, server);
    });
    afterAll(async () => {
      if (server && server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
    });

    it('publishes nothing when a remote has no build for its version, and names it', async () => {
      const result = await runCli(env, 'publish', '--all', '--make-default');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('report 1.0.0: no build in');
      expect(result.stderr).not.toContain('taskroom');
      expect(result.stdout).not.toContain('published');
      expect((await runCli(env, 'list')).stdout).not.toMatch(/default: (?!\(none\))/);
    });

    it('publishes every remote built at its version and makes it the default', async () => {
      writeBuild(baseEnv.SKILLUP_REMOTES_ROOT!, 'report', '1.0.0', 'report');
      const result = await runCli(env, 'publish', '--all', '--make-default');
      expect(result).toMatchObject({ code: 0 });
      for (const published of ['taskroom 1.0.0', 'calendar 2.0.0', 'challenge 1.0.0', '360 1.0.0', 'report 1.0.0', 'admin 1.0.0']) {
        expect(result.stdout).toContain(`published ${published}`);
      }
      const served = await fetch(`${url}/remotes/calendar/2.0.0/mf-manifest.json`);
      expect(served.status).toBe(200);
      expect(served.headers.get('cache-control')).toBe('no-cache');
    });

    it('leaves the default an operator chose when the same builds are published again', async () => {
      expect((await runCli(env, 'publish', 'taskroom', '--version', '1.0.1-e2e')).code).toBe(0);
      expect((await runCli(env, 'default', 'taskroom', '1.0.1-e2e')).code).toBe(0);
      const restart = await runCli(env, 'publish', '--all', '--make-default');
      expect(restart).toMatchObject({ code: 0 });
      expect(restart.stdout).toContain('taskroom 1.0.0 was already published with the same files');
      const listed = await runCli(env, 'list');
      expect(listed.stdout).toMatch(/taskroom\n\s+default: 1\.0\.1-e2e/);
      expect((await runCli(env, 'default', 'taskroom', '1.0.0')).code).toBe(0);
    });

    it('publishes a candidate by version, and again without effect', async () => {
      expect((await runCli(env, 'publish', 'taskroom', '--version', '1.0.1-e2e')).code).toBe(0);
      const again = await runCli(env, 'publish', 'taskroom', '--version', '1.0.1-e2e');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('already published');
    });

    it('refuses a version that was not built, or whose files changed', async () => {
      const missing = await runCli(env, 'publish', 'taskroom', '--version', '3.0.0');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('does not exist');

      writeBuild(baseEnv.SKILLUP_REMOTES_ROOT!, 'taskroom', '1.0.0', 'rebuilt differently');
      const conflict = await runCli(env, 'publish', 'taskroom');
      expect(conflict.code).toBe(1);
      expect(conflict.stderr).toContain('VERSION_CONFLICT');
      writeBuild(baseEnv.SKILLUP_REMOTES_ROOT!, 'taskroom', '1.0.0', 'stable');
    });

    it('publishes a changed build of an already published version under a local version, once', async () => {
      const root = baseEnv.SKILLUP_REMOTES_ROOT!;
      const folder = join(root, 'remote-challenge');
      mkdirSync(folder, { recursive: true });
      // A stand-in for webpack with the same command line: `npm run build -- --env version=X`.
      writeFileSync(
        join(folder, 'package.json'),
        JSON.stringify({ name: '@skillup/remote-challenge', version: '1.0.0', scripts: { build: 'node build.js' } }),
      );
      writeFileSync(
        join(folder, 'build.js'),
        `const fs = require('fs'), path = require('path');
const version = process.argv[process.argv.indexOf('--env') + 1].replace(/^version=/, '');
const dir = path.join(__dirname, 'dist', version);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'challenge', version }));
fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* built as ' + version + ' */');
fs.appendFileSync(path.join(__dirname, 'builds.log'), version + '\\n');
`,
      );
      const first = await runCli(env, 'publish', '--all', '--make-default', '--rebuild-changed');
      expect(first).toMatchObject({ code: 0 });
      expect(first.stdout).toContain('challenge 1.0.0 was already published with the same files');

      writeBuild(root, 'challenge', '1.0.0', 'pulled today');
      const changed = await runCli(env, 'publish', '--all', '--make-default', '--rebuild-changed');
      expect(changed).toMatchObject({ code: 0 });
      const local = /challenge 1\.0\.0 is already published with other files: this build goes out as (1\.0\.0-local\.[0-9a-f]{10})/.exec(
        changed.stdout,
      )?.[1];
      expect(local).toBeDefined();
      expect(changed.stdout).toContain(`published challenge ${local}`);
      expect((await runCli(env, 'list')).stdout).toMatch(new RegExp(`challenge\\n\\s+default: ${local!.replace(/\./g, '\\.')}`));
      const served = await fetch(`${url}/remotes/challenge/${local}/remoteEntry.js`);
      expect(await served.text()).toBe(`/* built as ${local} */`);
      expect((await runCli(env, 'publish', 'challenge')).stderr).toContain('VERSION_CONFLICT');

      const again = await runCli(env, 'publish', '--all', '--make-default', '--rebuild-changed');
      expect(again).toMatchObject({ code: 0 });
      expect(again.stdout).toContain(`challenge ${local} was already published with the same files`);
      expect(readFileSync(join(folder, 'builds.log'), 'utf8')).toBe(`${local}\n`);
    });

    it('takes --rebuild-changed only with --all', async () => {
      const result = await runCli(env, 'publish', 'taskroom', '--rebuild-changed');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('--rebuild-changed goes with --all');
    });

    it('pins, lists and unpins', async () => {
      expect((await runCli(env, 'pin', 'taskroom', '1.0.1-e2e', '--campaign', '1')).code).toBe(0);
      const listed = await runCli(env, 'list');
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/campaign 1\b.*1\.0\.1-e2e/);
      expect(listed.stdout).toContain('default: 1.0.0');
      expect(listed.stdout).toMatch(/1\.0\.1-e2e\s+published \d{4}-\d\d-\d\d/);

      expect((await runCli(env, 'unpin', 'taskroom', '--campaign', '1')).code).toBe(0);
      expect((await runCli(env, 'list')).stdout).not.toContain('campaign 1 →');
    });

    it('switches the default', async () => {
      expect((await runCli(env, 'default', 'taskroom', '1.0.1-e2e')).code).toBe(0);
      expect((await runCli(env, 'list')).stdout).toContain('default: 1.0.1-e2e');
      expect((await runCli(env, 'default', 'taskroom', '1.0.0')).code).toBe(0);
    });

    it.each([
      [['default', 'taskroom', '9.9.9'], 'VERSION_NOT_FOUND'],
      [['pin', 'taskroom', '1.0.0', '--campaign', '99999'], 'CAMPAIGN_NOT_FOUND'],
      [['unpin', 'taskroom', '--campaign', '1'], 'PIN_NOT_FOUND'],
      [['pin', 'nope', '1.0.0', '--campaign', '1'], 'unknown remote "nope"'],
      [['pin', 'taskroom', '1.0.0'], '--campaign <id> is required'],
      [['pin', 'taskroom', '1.0.0', '--campaign', 'x'], 'positive integer'],
      [['frobnicate'], 'unknown command'],
      [['list', '--bogus'], 'bogus'],
      [[], 'a command is required'],
    ])('exits 1 with a message for %j', async (args, message) => {
      const result = await runCli(env, ...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(message);
    });

    it('stops cleanly on SIGTERM', async () => {
      const exited = new Promise<number | null>((r) => server.once('exit', (code) => r(code)));
      server.kill('SIGTERM');
      expect(await exited).toBe(0);
    });
  });

  describe('with no server running', () => {
    it('opens the data folder itself, and what it publishes is there for the server', async () => {
      const port = await freePort();
      // The served suite above used this file's database; this one starts from an empty one.
      const fresh = await target.create();
      const env: NodeJS.ProcessEnv = { ...baseEnv, SKILLUP_DATA_DIR: join(work, 'offline'), SKILLUP_URL: `http://127.0.0.1:${port}` };
      if (fresh.spec.kind === 'postgres') env.DATABASE_URL = fresh.spec.url;
      try {
        const published = await runCli(env, 'publish', 'taskroom', '--make-default');
        expect(published.code).toBe(0);
        expect(published.stdout).toContain('published taskroom 1.0.0');
        expect(existsSync(join(work, 'offline', 'remotes', 'taskroom', '1.0.0', 'mf-manifest.json'))).toBe(true);
        const listed = await runCli(env, 'list');
        expect(listed.stdout).toContain('default: 1.0.0');
      } finally {
        await fresh.drop();
      }
    });
  });
});
