// npm run bench:report — the individual report and the bulk zip (docs/areas/report.md):
// the report JSON's latency for one person (p50/p99), the PDF's time and the server's memory
// per PDF, and, with 1,000 generated participants, the bulk zip of the campaign: its time, the
// server's peak RSS, and the p99 of GET /api/auth/me at a steady rate during it compared with
// the same load without it. Report and PDF on the embedded PGlite and on PostgreSQL; the bulk
// job on PostgreSQL, where the bench can add the participants while the server runs. The
// PostgreSQL server is BENCH_DATABASE_URL, else DATABASE_URL, else the local one; the bench
// makes a database of its own there and drops it after. BENCH_REPORT_DATABASES=postgres (or
// pglite) runs one of the two. Each figure is written with the load average it was taken
// under, and beside its target. Writes bench/results/report.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freshPostgres } from './support/postgres.mjs';
import { rssKb, serverPid } from './support/server-memory.mjs';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';

const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const JSON_RUNS = Number(process.env.BENCH_REPORT_JSON_RUNS ?? 200);
const PDF_RUNS = Number(process.env.BENCH_REPORT_PDF_RUNS ?? 30);
const PARTICIPANTS = Number(process.env.BENCH_REPORT_PARTICIPANTS ?? 1000);
/** GET /api/auth/me at a steady rate, as people using the app would, not as fast as possible. */
const ME_RATE = Number(process.env.BENCH_ME_RATE ?? 50);
const ME_SECONDS = Number(process.env.BENCH_ME_SECONDS ?? 15);
const PASSWORD = 'Skillup-2026';
/** A busy machine may take minutes to migrate and seed a fresh database. */
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
const TARGETS = { jsonP99Ms: 50, pdfMs: 300, apiDuringBulkRatio: 2 };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
};
const mb = (kb) => Math.round(kb / 1024);
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
const verdict = (ok) => (ok ? 'met' : 'NOT met');

async function signIn(url, username) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password: PASSWORD, timezone: 'Europe/Rome' }),
  });
  if (!res.ok) throw new Error(`login of ${username} answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    user: body.user,
    campaigns: body.campaigns,
  };
}

async function timed(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.toString().slice(0, 200)}`);
  return { ms: performance.now() - started, bytes: body.length };
}

async function benchOnePerson(kind, server) {
  const luca = await signIn(server.url, 'luca.ferri@demo.skillup.test');
  const campaignId = luca.campaigns[0].id;
  const base = `${server.url}/api/report/${campaignId}/individual/personal/${luca.user.id}`;
  const pid = serverPid(server.dataDir);
  for (let i = 0; i < 10; i++) await timed(base, luca.cookie);
  const json = [];
  for (let i = 0; i < JSON_RUNS; i++) json.push((await timed(base, luca.cookie)).ms);
  const jsonLoad = load();
  for (let i = 0; i < 3; i++) await timed(`${base}/download`, luca.cookie);
  const before = rssKb(pid);
  let peak = before;
  const pdf = [];
  let bytes = 0;
  for (let i = 0; i < PDF_RUNS; i++) {
    const run = await timed(`${base}/download`, luca.cookie);
    pdf.push(run.ms);
    bytes = run.bytes;
    peak = Math.max(peak, rssKb(pid));
  }
  const figures = {
    kind,
    json: { runs: JSON_RUNS, p50ms: percentile(json, 50), p99ms: percentile(json, 99), loadAverage: jsonLoad },
    pdf: {
      runs: PDF_RUNS,
      p50ms: percentile(pdf, 50),
      p99ms: percentile(pdf, 99),
      maxMs: Math.round(Math.max(...pdf)),
      bytes,
      rssBeforeMb: mb(before),
      rssPeakMb: mb(peak),
      rssGrowthMb: mb(peak - before),
      loadAverage: load(),
    },
  };
  figures.json.met = figures.json.p99ms <= TARGETS.jsonP99Ms;
  figures.pdf.met = figures.pdf.p99ms <= TARGETS.pdfMs;
  console.log(
    `  report JSON   p50 ${figures.json.p50ms} ms  p99 ${figures.json.p99ms} ms  (${JSON_RUNS} requests, one after the other; load ${jsonLoad.join(' ')})  target p99 ≤ ${TARGETS.jsonP99Ms} ms: ${verdict(figures.json.met)}`,
  );
  console.log(
    `  report PDF    p50 ${figures.pdf.p50ms} ms  p99 ${figures.pdf.p99ms} ms  max ${figures.pdf.maxMs} ms  ${Math.round(bytes / 1024)} KiB each; server RSS ${figures.pdf.rssBeforeMb} → peak ${figures.pdf.rssPeakMb} MB (load ${figures.pdf.loadAverage.join(' ')})  target ≤ ${TARGETS.pdfMs} ms each (p99): ${verdict(figures.pdf.met)}`,
  );
  return figures;
}

/** Participants like luca (his results copied), enrolled in the campaign with their report out. */
async function generateParticipants(databaseUrl, campaignId, lucaId, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `insert into users (company_id, email, password_hash, first_name, last_name, gender, role, privacy, lang)
       select u.company_id, 'bench.' || n || '@bench.skillup.test', u.password_hash, 'Persona', 'Bench ' || lpad(n::text, 4, '0'), null, 'participant', true, 'it'
       from users u, generate_series(1, $2::int) n where u.id = $1 returning id`,
      [lucaId, count],
    );
    const ids = rows.map((r) => r.id);
    await client.query(
      `insert into user_campaigns (user_id, campaign_id, lang, access_date, state) select id, $2, 'it', now(), 'REPORT' from unnest($1::int[]) id`,
      [ids, campaignId],
    );
    await client.query(
      `insert into user_tests (user_id, test_id, status, version, data, updated_at) select id, ut.test_id, ut.status, ut.version, ut.data, now() from unnest($1::int[]) id, user_tests ut where ut.user_id = $2`,
      [ids, lucaId],
    );
    await client.query(
      `insert into test_outcomes (user_id, test_id, outcomes, updated_at) select id, o.test_id, o.outcomes, now() from unnest($1::int[]) id, test_outcomes o where o.user_id = $2`,
      [ids, lucaId],
    );
    await client.query(
      `insert into assessor_outcomes (assessor_id, assessed_id, test_id, outcomes, updated_at) select o.assessor_id, id, o.test_id, o.outcomes, now() from unnest($1::int[]) id, assessor_outcomes o where o.assessed_id = $2`,
      [ids, lucaId],
    );
    await client.query('commit');
  } finally {
    await client.end();
  }
}

async function meP99(url, cookie, seconds) {
  const result = await autocannon({ url: `${url}/api/auth/me`, headers: { cookie }, duration: seconds, connections: 5, overallRate: ME_RATE });
  return { p50ms: result.latency.p50, p99ms: result.latency.p99, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

async function benchBulk(server, databaseUrl) {
  const luca = await signIn(server.url, 'luca.ferri@demo.skillup.test');
  const campaignId = luca.campaigns[0].id;
  await generateParticipants(databaseUrl, campaignId, luca.user.id, PARTICIPANTS);
  const admin = await signIn(server.url, 'admin@demo.skillup.test');
  const pid = serverPid(server.dataDir);
  const bulkUrl = `${server.url}/api/report/${campaignId}/bulk`;

  const quiet = await meP99(server.url, admin.cookie, ME_SECONDS);
  quiet.loadAverage = load();
  console.log(`  GET /api/auth/me at ${ME_RATE}/s alone        p50 ${quiet.p50ms} ms  p99 ${quiet.p99ms} ms  (load ${quiet.loadAverage.join(' ')})`);

  const rssBefore = rssKb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  const started = await fetch(bulkUrl, { method: 'POST', headers: { cookie: admin.cookie, origin: server.url } });
  if (started.status !== 202) throw new Error(`bulk start answered ${started.status}: ${await started.text()}`);
  const startedAt = performance.now();
  const busy = await meP99(server.url, admin.cookie, ME_SECONDS);
  let job;
  for (;;) {
    job = (await (await fetch(bulkUrl, { headers: { cookie: admin.cookie } })).json()).job;
    if (job.state !== 'queued' && job.state !== 'running') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (performance.now() - startedAt) / 1000;
  clearInterval(sampler);
  if (job.state !== 'done') throw new Error(`the bulk job ended ${job.state}`);
  if (seconds < ME_SECONDS) console.log(`  (the job ended before the ${ME_SECONDS} s of load: raise BENCH_REPORT_PARTICIPANTS)`);
  const zip = await fetch(`${bulkUrl}/${job.id}/download`, { headers: { cookie: admin.cookie } });
  const zipBytes = (await zip.arrayBuffer()).byteLength;
  const figures = {
    participants: job.total,
    seconds: Math.round(seconds * 10) / 10,
    msPerReport: Math.round((seconds * 1000) / job.total),
    zipMb: Math.round(zipBytes / 1024 / 1024),
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(peak),
    meAlone: quiet,
    meDuringBulk: busy,
    p99Ratio: Math.round((busy.p99ms / Math.max(quiet.p99ms, 1)) * 100) / 100,
    loadAverage: load(),
  };
  figures.met = figures.p99Ratio <= TARGETS.apiDuringBulkRatio;
  console.log(
    `  GET /api/auth/me at ${ME_RATE}/s during bulk  p50 ${busy.p50ms} ms  p99 ${busy.p99ms} ms  (${figures.p99Ratio} × alone; load ${figures.loadAverage.join(' ')})  target ≤ ${TARGETS.apiDuringBulkRatio}×: ${verdict(figures.met)}`,
  );
  console.log(
    `  bulk zip      ${figures.participants} reports in ${figures.seconds} s (${figures.msPerReport} ms each), ${figures.zipMb} MB; server RSS ${figures.rssBeforeMb} → peak ${figures.rssPeakMb} MB`,
  );
  return figures;
}

// Latencies mean little on a machine busy with other work: its load is written beside them.
const machine = () => ({ cpus: cpus().length, loadAverage: load() });
const results = { date: new Date().toISOString(), targets: TARGETS, machineAtStart: machine(), onePerson: [], bulk: null };
console.log(`${results.machineAtStart.cpus} CPUs, load average ${results.machineAtStart.loadAverage.join(' ')}`);

/** `postgres` leaves PGlite out, for a run that is after the bulk figures only. */
const DATABASES = (process.env.BENCH_REPORT_DATABASES ?? 'pglite,postgres').split(',');
let server;
if (DATABASES.includes('pglite')) {
  console.log('\npglite');
  server = await startAppServer({ startTimeoutMs: START_TIMEOUT_MS });
  try {
    results.onePerson.push(await benchOnePerson('pglite', server));
  } finally {
    await server.stop();
  }
}

const postgres = DATABASES.includes('postgres') ? await freshPostgres(POSTGRES_URL, 'bench_report') : null;
if (postgres) {
  console.log('\npostgres');
  try {
    server = await startAppServer({ databaseUrl: postgres.url, startTimeoutMs: START_TIMEOUT_MS });
    try {
      results.onePerson.push(await benchOnePerson('postgres', server));
      results.bulk = await benchBulk(server, postgres.url);
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.drop();
  }
}

const met = {
  jsonP99: results.onePerson.every((r) => r.json.met),
  pdf: results.onePerson.every((r) => r.pdf.met),
  apiDuringBulk: results.bulk ? results.bulk.met : null,
};
results.met = met;
results.machineAtEnd = machine();
const measuredOn = results.onePerson.map((r) => r.kind).join(' and ') || 'no database';
console.log(
  `\ntargets (${measuredOn}): JSON p99 ≤ ${TARGETS.jsonP99Ms} ms ${verdict(met.jsonP99)}; PDF ≤ ${TARGETS.pdfMs} ms ${verdict(met.pdf)}; API p99 during bulk ≤ ${TARGETS.apiDuringBulkRatio}× ${met.apiDuringBulk === null ? 'not measured (no PostgreSQL)' : verdict(met.apiDuringBulk)}`,
);

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'report.json'), JSON.stringify(results, null, 2) + '\n');
console.log(`written ${join('bench', 'results', 'report.json')}`);
