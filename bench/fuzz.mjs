// npm run bench:fuzz — generated bad requests against every route the server registers
// (fast-check): path parameters, query strings, JSON nested thousands deep, oversized and
// badly encoded bodies, broken multipart and form bodies, extra fields and prototype keys
// (__proto__, constructor, prototype), as anonymous, participant, assessor, company admin
// and operations callers. Each must be answered below 500. On PGlite and, with FUZZ_DATABASE_URL
// (a PostgreSQL server), also there. Prints the figures, writes bench/results/fuzz.json and
// exits non-zero on any 5xx. FUZZ_RUNS (default 12,000), FUZZ_SEED to replay a run.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { request as httpRequest, Agent } from 'node:http';
import { join } from 'node:path';
import { build } from 'esbuild';
import fc from 'fast-check';
import { repoRoot } from '../scripts/app-server.mjs';
import { arbitraryRequest } from './fuzz/requests.mjs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12_000);
const SEED = process.env.FUZZ_SEED === undefined ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED);
const CONCURRENCY = Number(process.env.FUZZ_CONCURRENCY ?? 8);
const TIMEOUT_MS = 30_000;

/** The server's TypeScript, bundled once for this process; installed packages stay requires. */
async function loadTarget() {
  // Beside the server's packages, so the bundle's requires find what the server installs.
  const dir = mkdtempSync(join(repoRoot, 'server', 'node_modules', '.cache-skillup-fuzz-'));
  const outfile = join(dir, 'target.cjs');
  await build({
    entryPoints: [join(repoRoot, 'bench', 'fuzz', 'target.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'installed-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@skillup/') ? undefined : { external: true }));
        },
      },
    ],
  });
  const target = createRequire(import.meta.url)(outfile);
  return { target, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// A connection per request: a server that closes one after answering 413 or 431 must not
// take the next request down with it.
const agent = new Agent({ keepAlive: false, maxSockets: CONCURRENCY });
// Requests node refuses to send (say, an unescaped path): the generator's, not the server's.
const CLIENT_ERRORS = new Set(['ERR_UNESCAPED_CHARACTERS', 'ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN']);
// Past these node answers 431 or the route 413 and closes the connection at once, often while
// the client is still writing, which then sees a reset instead of the answer.
const HEADER_LIMIT = 16 * 1024;
const BODY_LIMIT = 1024 * 1024;
const oversized = (req) =>
  Buffer.byteLength(req.path) + Object.entries(req.headers).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0) > HEADER_LIMIT ||
  (req.body?.length ?? 0) > BODY_LIMIT;

/** One raw HTTP request: the body exactly as generated, whatever it claims to be. */
function send(baseUrl, req) {
  return new Promise((resolve) => {
    const url = new URL(req.path, baseUrl);
    const started = performance.now();
    const call = httpRequest(
      url,
      {
        method: req.method,
        headers: { ...req.headers, ...(req.body ? { 'content-length': String(req.body.length) } : {}) },
        agent,
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8').slice(0, 500), ms: performance.now() - started }),
        );
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', (err) =>
      resolve({ status: CLIENT_ERRORS.has(err.code) ? -1 : 0, error: `${err.code ?? ''} ${err.message}`, ms: performance.now() - started }),
    );
    if (req.body) call.write(req.body);
    call.end();
  });
}

const describe = (req) => ({
  method: req.method,
  path: req.path.length > 300 ? `${req.path.slice(0, 300)}…` : req.path,
  kind: req.kind,
  contentType: req.headers['content-type'],
  bodyBytes: req.body?.length ?? 0,
  bodyStart: req.body ? req.body.subarray(0, 200).toString('latin1') : undefined,
});

async function fuzz(kind, postgres) {
  const { target, cleanup } = await loadTarget();
  const server = await target.startFuzzTarget(postgres, {
    hostDistDir: join(repoRoot, 'host', 'dist'),
    activitiesDir: join(repoRoot, 'activities', 'public'),
  });
  console.log(`\n${server.databaseKind}: ${server.routes.length} routes, ${RUNS} requests, seed ${SEED}`);
  // Generated a batch at a time: bodies of megabytes are not all held at once.
  const arbitrary = arbitraryRequest(server);
  const BATCH = 100;
  let batch = [];
  let generated = 0;
  const nextRequest = () => {
    if (batch.length === 0) {
      if (generated >= RUNS) return undefined;
      batch = fc.sample(arbitrary, { numRuns: Math.min(BATCH, RUNS - generated), seed: SEED + generated });
      generated += batch.length;
    }
    return batch.shift();
  };
  const byStatus = {};
  const byKind = {};
  const failures = [];
  const routesHit = new Set();
  let notSent = 0;
  let closedOversized = 0;
  let done = 0;
  const started = performance.now();
  async function worker() {
    for (let req = nextRequest(); req !== undefined; req = nextRequest()) {
      const answer = await send(server.url, req);
      done += 1;
      if (answer.status === -1) {
        notSent += 1;
        continue;
      }
      if (answer.status === 0 && oversized(req) && /ECONNRESET|EPIPE/.test(answer.error)) {
        closedOversized += 1;
        answer.status = 'closed-oversized';
      }
      routesHit.add(req.route);
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
      byKind[req.kind] = byKind[req.kind] ?? { requests: 0, fiveXx: 0 };
      byKind[req.kind].requests += 1;
      if (answer.status >= 500 || answer.status === 0) {
        byKind[req.kind].fiveXx += 1;
        if (failures.length < 200) failures.push({ ...describe(req), status: answer.status, answer: answer.body ?? answer.error });
      }
      if (done % 1000 === 0) console.log(`  ${done} sent`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  // Still standing after all of it.
  const health = await send(server.url, { method: 'GET', path: '/api/health', headers: {}, body: null });
  await server.close();
  cleanup();
  const fiveXx = Object.entries(byStatus)
    .filter(([s]) => Number(s) >= 500 || s === '0')
    .reduce((n, [, c]) => n + c, 0);
  console.log(
    `  statuses: ${Object.entries(byStatus)
      .map(([s, c]) => `${s}×${c}`)
      .join(' ')}`,
  );
  console.log(`  routes reached: ${routesHit.size} of ${server.routes.length}; ${Math.round(done / seconds)} requests/s; ${notSent} not sendable`);
  console.log(`  5xx or no answer: ${fiveXx}; oversized requests cut off by the server: ${closedOversized}; health afterwards: ${health.status}`);
  for (const failure of failures.slice(0, 8))
    console.log(`    ${failure.status} ${failure.method} ${failure.path.slice(0, 120)} (${failure.kind}): ${String(failure.answer).slice(0, 200)}`);
  return {
    kind,
    database: server.databaseKind,
    requests: done - notSent,
    notSendable: notSent,
    closedOversized,
    healthAfter: health.status,
    seconds: Math.round(seconds),
    routes: server.routes.length,
    routesReached: routesHit.size,
    byStatus,
    byKind,
    fiveXx,
    failures,
  };
}

const runs = [await fuzz('pglite', false)];
if (process.env.FUZZ_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.FUZZ_DATABASE_URL;
  runs.push(await fuzz('postgres', true));
}
agent.destroy();
const total = runs.reduce((n, r) => n + r.fiveXx, 0);
console.log(`\ntarget: 0 × 5xx over ${runs.map((r) => r.requests).join(' + ')} requests: ${total === 0 ? 'met' : `NOT met (${total})`}`);
const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'fuzz.json'), JSON.stringify({ date: new Date().toISOString(), seed: SEED, runs, fiveXx: total }, null, 2) + '\n');
console.log(`written ${join('bench', 'results', 'fuzz.json')}`);
process.exit(total === 0 ? 0 : 1);
