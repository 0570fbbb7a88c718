// `npm run cluster`: the deployment of docs/deploy.md on one machine. Replicas of the built
// server (server/dist/main.js) on one PostgreSQL (DATABASE_URL) and one remote store, behind
// nginx with deploy/nginx.conf.template; the remotes are published through the proxy, then the
// URL is printed. Ctrl-C (SIGINT) or SIGTERM stops everything.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/skillup npm run cluster -- [--port 18080]
//     [--activities-port 18081] [--replicas 2] [--data data/cluster] [--no-publish] [--rebuild-changed]
//
// The browser test (e2e/tests/cluster.spec.ts) starts one with startCluster().
import { execFile, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { freePort, repoRoot } from './app-server.mjs';
import { ensureNginx } from './nginx.mjs';

const run = promisify(execFile);

export const NGINX_TEMPLATE = join(repoRoot, 'deploy', 'nginx.conf.template');
/** The ports of `npm run cluster`: out of the way of the app's own (8080, 8081) and of `npm run dev`. */
export const DEFAULT_PORT = 18080;
const MAIN = join(repoRoot, 'server', 'dist', 'main.js');
const CLI = join(repoRoot, 'server', 'dist', 'cli.js');

/**
 * deploy/nginx.conf.template with its placeholders filled. A line naming {{APP_REPLICA}} or
 * {{ACTIVITIES_REPLICA}} is written once per replica; every other {{NAME}} is taken from `values`.
 * @param {string} template
 * @param {{ runDir: string, listen: string, activitiesListen: string, replicas: { app: string, activities: string }[] }} values
 */
export function renderNginxConfig(template, values) {
  const single = { RUN_DIR: values.runDir, LISTEN: values.listen, ACTIVITIES_LISTEN: values.activitiesListen };
  const lines = template.split('\n').flatMap((line) => {
    // Placeholders in comments stay as written.
    if (line.trimStart().startsWith('#')) return [line];
    if (line.includes('{{APP_REPLICA}}')) return values.replicas.map((r) => line.replaceAll('{{APP_REPLICA}}', r.app));
    if (line.includes('{{ACTIVITIES_REPLICA}}')) return values.replicas.map((r) => line.replaceAll('{{ACTIVITIES_REPLICA}}', r.activities));
    return [line];
  });
  // Every placeholder a directive uses must be known.
  return lines
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line;
      return line.replace(/\{\{(\w+)\}\}/g, (_, name) => {
        if (!(name in single)) throw new Error(`${NGINX_TEMPLATE}: unknown placeholder {{${name}}}`);
        return single[name];
      });
    })
    .join('\n');
}

/** The last lines of a log file, for an error message. */
function tail(file, lines = 40) {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once `check` does, polling until `timeoutMs`; `alive` false gives up at once. */
async function waitFor(what, check, { timeoutMs, alive = () => true, why = () => '' }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what}: the process exited${why()}`);
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    await delay(250);
  }
  throw new Error(`${what}: no answer within ${timeoutMs} ms${why()}`);
}

const healthy = async (url) => (await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5000) })).ok;

/** Sends `signal` to a running child and resolves once it has exited (SIGKILL after `graceMs`). */
async function ended(child, signal, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await Promise.race([exited, delay(graceMs)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts `replicas` servers on one PostgreSQL behind nginx, publishes the built remotes through
 * the proxy and resolves once the app answers there. `port` is the proxy's (0: every port is
 * chosen free); `dataDir` keeps each replica's data folder (replica-<n>/) and the shared remote
 * store (remotes/) across runs, else they are temporary. `env` adds to every replica's environment.
 * @param {{ databaseUrl: string, port?: number, activitiesPort?: number, replicas?: number,
 *   replicaPorts?: { port: number, activitiesPort: number }[], publicUrl?: string, dataDir?: string,
 *   storeDir?: string, env?: Record<string, string>, publish?: boolean, rebuildChanged?: boolean,
 *   startTimeoutMs?: number, onExit?: (name: string, code: number | null, signal: string | null) => void }} options
 */
export async function startCluster(options) {
  const { databaseUrl } = options ?? {};
  if (!databaseUrl) {
    throw new Error(
      'DATABASE_URL is required: the replicas share one PostgreSQL (sessions, jobs, the operations token, the remote registry). ' +
        'Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/skillup npm run cluster',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error(`DATABASE_URL must be a postgres:// connection string, got "${databaseUrl}"`);
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the app first (npm run build).`);
  const nginx = ensureNginx();

  const count = options.replicas ?? 2;
  if (!Number.isInteger(count) || count < 1) throw new Error(`replicas must be a positive integer, got ${count}`);
  const base = options.port ?? DEFAULT_PORT;
  const taken = new Set();
  /** A port free now, and not one this cluster already chose. */
  const anyFree = async () => {
    let port;
    do port = await freePort();
    while (taken.has(port));
    taken.add(port);
    return port;
  };
  const pick = async (wanted, offset) => wanted ?? (base === 0 ? await anyFree() : base + offset);
  const port = base === 0 ? await anyFree() : base;
  const activitiesPort = await pick(options.activitiesPort, 1);
  const replicaPorts = [];
  for (let i = 0; i < count; i++) {
    const given = options.replicaPorts?.[i];
    replicaPorts.push({ port: await pick(given?.port, 2 + 2 * i), activitiesPort: await pick(given?.activitiesPort, 3 + 2 * i) });
  }

  const url = (options.publicUrl ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '');
  const activitiesUrl = `${new URL(url).protocol}//${new URL(url).hostname}:${activitiesPort}`;
  // nginx's own folder: its configuration, pid, logs and buffers, and the replicas' logs.
  const runDir = mkdtempSync(join(tmpdir(), 'skillup-cluster-'));
  // Run as root, nginx's workers are `nobody`: they must reach their buffers under runDir.
  if (process.getuid?.() === 0) chmodSync(runDir, 0o755);
  const dataDir = options.dataDir ? resolve(options.dataDir) : join(runDir, 'data');
  const storeDir = options.storeDir ? resolve(options.storeDir) : join(dataDir, 'remotes');
  mkdirSync(storeDir, { recursive: true });

  /** Set once stop() begins: exits from then on are expected. */
  let stopping = false;
  const onExit = options.onExit ?? (() => undefined);

  const replicas = replicaPorts.map((ports, i) => {
    const name = `replica ${i + 1}`;
    const log = join(runDir, `replica-${i + 1}.log`);
    const replicaDataDir = join(dataDir, `replica-${i + 1}`);
    const env = {
      ...process.env,
      PORT: String(ports.port),
      ACTIVITIES_PORT: String(ports.activitiesPort),
      // Only nginx reaches a replica.
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      // Each its own, as on machines of their own: the token file (agreed through the
      // database), a mail outbox without SMTP_URL. The remote store is one for all.
      SKILLUP_DATA_DIR: replicaDataDir,
      SKILLUP_REMOTE_STORE: storeDir,
      PUBLIC_URL: url,
      ACTIVITIES_URL: activitiesUrl,
      // One proxy in front: the address nginx appends to X-Forwarded-For is the client's.
      TRUST_PROXY: '1',
      ...options.env,
    };
    let child = null;
    /** Exits the caller asked for (kill, restart, stop) are not reported. */
    let expected = false;
    const spawnReplica = () => {
      const fd = openSync(log, 'a');
      try {
        child = spawn(process.execPath, [MAIN], { cwd: repoRoot, env, stdio: ['ignore', fd, fd] });
      } finally {
        closeSync(fd);
      }
      expected = false;
      const self = child;
      self.once('exit', (code, signal) => {
        if (!stopping && !expected && self === child) onExit(name, code, signal);
      });
    };
    const replicaUrl = `http://127.0.0.1:${ports.port}`;
    const waitHealthy = (timeoutMs) => {
      const self = child;
      return waitFor(`${name} (${replicaUrl})`, () => healthy(replicaUrl), {
        timeoutMs,
        alive: () => self.exitCode === null && self.signalCode === null,
        why: () => `\n--- ${log} ---\n${tail(log)}`,
      });
    };
    return {
      name,
      index: i,
      port: ports.port,
      activitiesPort: ports.activitiesPort,
      url: replicaUrl,
      dataDir: replicaDataDir,
      log,
      env,
      get pid() {
        return child?.pid;
      },
      get running() {
        return child !== null && child.exitCode === null && child.signalCode === null;
      },
      spawn: spawnReplica,
      waitHealthy,
      /** Ends the replica at once (SIGKILL: no goodbye to nginx or PostgreSQL), or with `signal`. */
      async kill(signal = 'SIGKILL') {
        if (!child) return;
        expected = true;
        await ended(child, signal);
      },
      /** Stops the replica gracefully if it runs, starts it again and waits until it answers. */
      async restart(timeoutMs = options.startTimeoutMs ?? 120_000) {
        if (child) {
          expected = true;
          await ended(child, 'SIGTERM');
        }
        spawnReplica();
        await waitHealthy(timeoutMs);
      },
      async stop() {
        if (!child) return;
        expected = true;
        await ended(child, 'SIGTERM');
      },
    };
  });

  let proxy = null;
  const stop = async () => {
    stopping = true;
    await Promise.all([proxy ? ended(proxy, 'SIGTERM') : undefined, ...replicas.map((r) => r.stop())]);
    rmSync(runDir, { recursive: true, force: true });
  };

  const startTimeoutMs = options.startTimeoutMs ?? Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 120_000);
  const errorLog = join(runDir, 'error.log');
  try {
    // All together, on a fresh database too (docs/deploy.md, "Replicas").
    for (const replica of replicas) replica.spawn();
    await Promise.all(replicas.map((replica) => replica.waitHealthy(startTimeoutMs)));

    const confPath = join(runDir, 'nginx.conf');
    writeFileSync(
      confPath,
      renderNginxConfig(readFileSync(NGINX_TEMPLATE, 'utf8'), {
        runDir,
        listen: `127.0.0.1:${port}`,
        activitiesListen: `127.0.0.1:${activitiesPort}`,
        replicas: replicas.map((r) => ({ app: `127.0.0.1:${r.port}`, activities: `127.0.0.1:${r.activitiesPort}` })),
      }),
    );
    try {
      await run(nginx, ['-t', '-q', '-c', confPath]);
    } catch (err) {
      throw new Error(`nginx refuses ${confPath}:\n${err.stderr || err.message}`);
    }
    proxy = spawn(nginx, ['-c', confPath, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let proxyStderr = '';
    proxy.stderr.on('data', (chunk) => (proxyStderr += chunk));
    const self = proxy;
    proxy.once('exit', (code, signal) => {
      if (!stopping) onExit('nginx', code, signal);
    });
    const proxyWhy = () => `\n${proxyStderr}${tail(errorLog)}`;
    const proxyAlive = () => self.exitCode === null && self.signalCode === null;
    await waitFor(`nginx (${url})`, () => healthy(url), { timeoutMs: 30_000, alive: proxyAlive, why: proxyWhy });
    // The activities' origin answers through the proxy too (their 404 JSON for the bare origin).
    await waitFor(`nginx (${activitiesUrl})`, async () => (await fetch(`${activitiesUrl}/`, { signal: AbortSignal.timeout(5000) })).status < 500, {
      timeoutMs: 30_000,
      alive: proxyAlive,
      why: proxyWhy,
    });
  } catch (err) {
    const logs = replicas.map((r) => `--- ${r.name}: ${r.log} ---\n${tail(r.log)}`).join('\n');
    await stop().catch(() => undefined);
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n${logs}`, { cause: err });
  }

  // The CLI talks to the proxy, with the token the replicas agreed on (replica 1's data folder).
  const cliEnv = { ...process.env, SKILLUP_URL: url, SKILLUP_DATA_DIR: replicas[0].dataDir, SKILLUP_REMOTE_STORE: storeDir, ...options.env };
  delete cliEnv.DATABASE_URL;
  const cli = (...args) => run(process.execPath, [CLI, ...args], { cwd: repoRoot, env: cliEnv, maxBuffer: 16 * 1024 * 1024 });

  const cluster = {
    url,
    activitiesUrl,
    runDir,
    dataDir,
    storeDir,
    /** nginx's log: one line per request, `upstream=` naming the replica (or replicas) that served it. */
    accessLog: join(runDir, 'access.log'),
    errorLog,
    replicas,
    get nginxPid() {
      return proxy?.pid;
    },
    cli,
    async stop() {
      await stop();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };

  if (options.publish !== false) {
    // What `npm start` does: every remote built at its package.json version, the default. The
    // same files again are no change, so a cluster started again on its data publishes nothing.
    const args = ['publish', '--all', '--make-default', ...(options.rebuildChanged ? ['--rebuild-changed'] : [])];
    try {
      await cli(...args);
    } catch (err) {
      await cluster.stop().catch(() => undefined);
      throw new Error(
        `publishing the remotes through ${url} failed:\n${err.stderr || err.message}\n` +
          'Build them (npm run build), or start with --rebuild-changed when a version is published with other files.',
        { cause: err },
      );
    }
  }
  return cluster;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'activities-port': { type: 'string' },
      replicas: { type: 'string' },
      data: { type: 'string' },
      'no-publish': { type: 'boolean', default: false },
      'rebuild-changed': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(`usage: DATABASE_URL=postgres://… npm run cluster -- [options]

  --port N              nginx's port for the app, PUBLIC_URL (default ${DEFAULT_PORT}; CLUSTER_PORT)
  --activities-port N   nginx's port for the activities, ACTIVITIES_URL (default port + 1)
  --replicas N          how many servers (default 2; CLUSTER_REPLICAS); replica n listens on
                        port + 2n and its activities on port + 2n + 1
  --data DIR            the replicas' data folders and the shared remote store (default data/cluster;
                        SKILLUP_REMOTE_STORE, when set, is the store instead)
  --no-publish          do not publish the built remotes
  --rebuild-changed     rebuild a remote whose version is published with other files (webpack)`);
    return;
  }
  const number = (raw, what) => {
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${what} must be a non-negative integer, got "${raw}"`);
    return n;
  };
  if (!process.env.DATABASE_URL) {
    console.error(
      'npm run cluster needs PostgreSQL: set DATABASE_URL, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/skillup npm run cluster\n' +
        '(the replicas share sessions, jobs and the remote registry through it; the embedded PGlite is one process only).',
    );
    process.exit(1);
  }

  let starting = null;
  let shuttingDown = false;
  const shutdown = async (why, status = 0) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`\n${why}: stopping nginx and the replicas…`);
    // A signal during the start waits for it, so nothing started is left running.
    const cluster = await starting?.catch(() => null);
    await cluster?.stop();
    process.exit(status);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  console.log('Starting the replicas on PostgreSQL…');
  starting = startCluster({
    databaseUrl: process.env.DATABASE_URL,
    port: number(values.port ?? process.env.CLUSTER_PORT, '--port'),
    activitiesPort: number(values['activities-port'], '--activities-port'),
    replicas: number(values.replicas ?? process.env.CLUSTER_REPLICAS, '--replicas'),
    dataDir: values.data ?? join(repoRoot, 'data', 'cluster'),
    storeDir: process.env.SKILLUP_REMOTE_STORE || undefined,
    publish: !values['no-publish'],
    rebuildChanged: values['rebuild-changed'],
    onExit: (name, code, signal) => {
      if (shuttingDown) return;
      console.error(`${name} exited (${signal ?? `code ${code}`})${name === 'nginx' ? '' : '; nginx sends its requests to the others'}`);
      if (name === 'nginx') void shutdown('nginx exited', 1);
    },
  });
  const cluster = await starting;
  if (shuttingDown) return;
  console.log(`
Skillup is served on ${cluster.url} by nginx, round robin over ${cluster.replicas.length} replicas:
${cluster.replicas.map((r) => `  ${r.name}: ${r.url} (activities :${r.activitiesPort}, pid ${r.pid}), log ${r.log}`).join('\n')}
activities: ${cluster.activitiesUrl}
nginx: ${cluster.runDir}/nginx.conf, requests in ${cluster.accessLog}
data: ${cluster.dataDir} (remote store ${cluster.storeDir})
Ctrl-C stops everything.`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}
