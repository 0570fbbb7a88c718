// npm run bench:api — throughput and latency of the API's hot calls (login, GET /api/auth/me,
// GET /api/usercampaign) beside a trivial route of the same server in the same run, and the
// latency of 50 queue writers, 50 participants each saving their own progress at once
// (POST /api/tests/…/data), on the
// embedded PGlite and, when a PostgreSQL server answers (BENCH_DATABASE_URL, default the local
// one), on PostgreSQL, with and without the per-process session cache. Writes bench/results/api.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres } from './support/postgres.mjs';
import { enrolOnPostgres, pgliteDataDirWithWriters } from './support/writers.mjs';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PERSONA = { username: 'luca.ferri@demo.skillup.test', password: 'Skillup-2026', timezone: 'Europe/Rome' };
// The bench logs in thousands of times from one address: the limiter must not be what it measures.
const UNTHROTTLED = { AUTH_MAX_FAILURES_PER_ADDRESS: '1000000', AUTH_FAILURES_BEFORE_DELAY: '1000000' };

const WRITERS = Number(process.env.BENCH_WRITERS ?? 50);
// One count for the whole bench: the PostgreSQL runs share a database, and a write must stay newer.
let version = 0;

/** Signs in and enters the first campaign, as the browser does: a session of its own. */
async function signIn(url, credentials) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ timezone: PERSONA.timezone, ...credentials }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { user, campaigns } = await res.json();
  const select = await fetch(`${url}/api/usercampaign/${campaigns[0].id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ lang: 'it' }),
  });
  if (!select.ok) throw new Error(`campaign selection answered ${select.status}: ${await select.text()}`);
  return { cookie, userId: user.id };
}

/**
 * What the offline queues of many people do at once: each connection one participant of
 * the same running campaign (bench/support/writers.mjs), signed in with a session of their
 * own and saving their own run of the same test, every write a newer version (an older one
 * is a cheap no-op), ~1 KB of data. One autocannon run, so p50 and p99 are over all of them.
 */
async function measureWriters(url, { campaignId, testId, writers }) {
  const sessions = await Promise.all(writers.map((writer) => signIn(url, writer)));
  let next = 0;
  const data = JSON.stringify({ answers: Array.from({ length: 40 }, (_, i) => `answer ${i} of the person`) });
  return measure(`POST data × ${sessions.length} writers`, {
    url,
    connections: sessions.length,
    // Called once per connection: each takes the next writer's session and run.
    setupClient: (client) => {
      const { cookie, userId } = sessions[next++ % sessions.length];
      client.setRequests([
        {
          method: 'POST',
          path: `/api/tests/${testId}/data/${campaignId}/${userId}`,
          headers: { 'content-type': 'application/json', origin: url, cookie },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ version: (version += 1), data }) }),
        },
      ]);
    },
  });
}

async function measure(name, options) {
  const result = await autocannon({ duration: DURATION_S, connections: CONNECTIONS, ...options });
  const figures = {
    route: name,
    requestsPerSecond: Math.round(result.requests.average),
    p50ms: result.latency.p50,
    p99ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(
    `  ${name.padEnd(24)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50ms} ms  p99 ${figures.p99ms} ms` +
      (figures.non2xx || figures.errors ? `  (non-2xx ${figures.non2xx}, errors ${figures.errors})` : ''),
  );
  return figures;
}

/** `cohort` gives the writers once the server is up (bench/support/writers.mjs). */
async function benchDatabase(kind, { databaseUrl, dataDir, env = {}, cohort }) {
  console.log(`\n${kind}`);
  const server = await startAppServer({ databaseUrl, dataDir, env: { ...UNTHROTTLED, ...env } });
  try {
    const { cookie } = await signIn(server.url, PERSONA);
    const authed = { headers: { cookie } };
    const routes = [
      await measure('GET /api/health/live', { url: `${server.url}/api/health/live` }),
      await measure('GET /api/auth/me', { url: `${server.url}/api/auth/me`, ...authed }),
      await measure('GET /api/usercampaign', { url: `${server.url}/api/usercampaign`, ...authed }),
      await measure('POST /api/auth/login', {
        url: `${server.url}/api/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify(PERSONA),
      }),
    ];
    const writers = await measureWriters(server.url, await cohort());
    const trivial = routes[0].requestsPerSecond;
    const ratios = Object.fromEntries(routes.slice(1, 3).map((r) => [r.route, Math.round((r.requestsPerSecond / trivial) * 100) / 100]));
    console.log(
      `  authenticated reads vs trivial route: ${Object.entries(ratios)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    return { kind, routes, writers, ratioToTrivial: ratios };
  } finally {
    await server.stop();
  }
}

const embedded = await pgliteDataDirWithWriters(WRITERS);
const runs = [];
try {
  runs.push(await benchDatabase('pglite', { dataDir: embedded.dataDir, cohort: async () => embedded.cohort }));
} finally {
  embedded.remove();
}
const postgres = await freshPostgres(POSTGRES_URL, 'bench_api');
if (postgres) {
  try {
    // The server migrates and seeds the fresh database on its first start; the writers join then.
    let enrolled;
    const cohort = () => (enrolled ??= enrolOnPostgres(postgres.url, WRITERS));
    runs.push(await benchDatabase('postgres', { databaseUrl: postgres.url, cohort }));
    // The same without the per-process session cache: every request reads its session.
    runs.push(await benchDatabase('postgres-uncached', { databaseUrl: postgres.url, env: { SESSION_CACHE_SECONDS: '0' }, cohort }));
  } finally {
    await postgres.drop();
  }
}
const onPostgres = runs.find((r) => r.kind === 'postgres');
const target = onPostgres
  ? { goal: 'authenticated reads ≥ 0.5 × trivial route on PostgreSQL', met: Object.values(onPostgres.ratioToTrivial).every((r) => r >= 0.5) }
  : { goal: 'authenticated reads ≥ 0.5 × trivial route on PostgreSQL', met: null };
console.log(`\ntarget: ${target.goal}: ${target.met === null ? 'not measured (no PostgreSQL)' : target.met ? 'met' : 'NOT met'}`);

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'api.json'),
  JSON.stringify({ date: new Date().toISOString(), durationSeconds: DURATION_S, connections: CONNECTIONS, writers: WRITERS, runs, target }, null, 2) +
    '\n',
);
console.log(`written ${join('bench', 'results', 'api.json')}`);
