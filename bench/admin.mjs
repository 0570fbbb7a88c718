// npm run bench:admin — the HR console's progress of a campaign of 10,000 participants × 5
// tests (docs/areas/admin.md, "Progress"): the grid's page (p50/p99 over sequential requests,
// as one HR person paging and sorting) for several views, and the whole view as CSV, on the
// embedded PGlite and, when a PostgreSQL server answers (BENCH_DATABASE_URL, default the
// local one), on PostgreSQL. The people and their runs are written straight into the
// database with set-based SQL before the server starts (PGlite) or once it has migrated and
// seeded (PostgreSQL). When bench/admin-import.mjs is there, the import bench runs too.
// Writes bench/results/admin.json. Run `npm run build` first: it starts the built server.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';
import { ADMIN, signInAsAdmin } from './support/admin-session.mjs';
import { seededPgliteDataDir } from './support/pglite-data-dir.mjs';
import { freshPostgres } from './support/postgres.mjs';

const run = promisify(execFile);

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const TESTS = 5;
const TEAMS = 40;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 3);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { pageP99ms: 300, exportMs: 5000 };

/**
 * The bench's campaign in the demo company: 5 tests, PARTICIPANTS people in TEAMS teams, each
 * team's first person the others' manager, one in 97 deactivated, and a run per person and
 * test chosen by a hash of both: about a fifth never begun, a fifth in progress, the rest
 * complete, the later tests less often complete. Set-based statements only, so 10,000 people
 * take seconds. The password hash is the admin's: nobody signs in as them.
 * @param {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function addCampaign(query) {
  const {
    rows: [company],
  } = await query(`select u.company_id, u.password_hash from users u where u.email = $1`, [ADMIN.username]);
  if (!company) throw new Error(`${ADMIN.username} is missing: is the demo seed there?`);
  const {
    rows: [campaign],
  } = await query(
    `insert into campaigns (company_id, theme, state, languages, is360, self_evaluation, data)
     values ($1, 'skillup', 'ACTIVE', '[{"lang":"it","name":"Bench progress","description":""}]', false, false, '{}')
     returning id`,
    [company.company_id],
  );
  await query(
    `insert into tests (campaign_id, name, description, instructions, abbreviation, position, url, repeatable, legacy, has_timer, prerequisites, json_data)
     select $1, jsonb_build_object('it', 'Prova ' || n, 'en', 'Test ' || n), '{}', '{}', 'B' || n, n, 'in-basket/index.html', false, false, false, '[]', '{}'
       from generate_series(1, ${TESTS}) as n`,
    [campaign.id],
  );
  await query(
    `with added as (
       insert into users (company_id, email, password_hash, first_name, last_name, gender, role, privacy, lang, team, active)
       select $1, 'bench-' || lpad(n::text, 5, '0') || '@bench.skillup.test', $2,
              'Nome' || n, 'Cognome' || lpad(((n * 7919) % $4::int)::text, 5, '0'), null, 'participant', true, 'it',
              'Team ' || lpad((n % ${TEAMS})::text, 2, '0'), n % 97 <> 0
         from generate_series(1, $4::int) as n
       returning id)
     insert into user_campaigns (user_id, campaign_id, lang, access_date, state)
     select id, $3, 'it', null, 'ACTIVE' from added`,
    [company.company_id, company.password_hash, campaign.id, PARTICIPANTS],
  );
  await query(
    `update users u set manager_id = m.id
       from (select team, min(id) as id from users where email like 'bench-%' group by team) m
      where u.email like 'bench-%' and u.team = m.team and u.id <> m.id`,
  );
  await query(
    `insert into user_tests (user_id, test_id, status, version, data, updated_at)
     select user_id, test_id, case when h < 8 - position then 'complete' else 'incomplete' end, 1, '{"bench":true}',
            now() - make_interval(hours => h * 7 + position)
       from (select uc.user_id, t.id as test_id, t.position, (uc.user_id * 31 + t.position * 17) % 10 as h
               from user_campaigns uc cross join tests t
              where uc.campaign_id = $1 and t.campaign_id = $1) runs
      where h < 8`,
    [campaign.id],
  );
  await query('analyze');
  const {
    rows: [counts],
  } = await query(
    `select (select count(*) from user_campaigns where campaign_id = $1)::int as people,
            (select count(*) from user_tests ut join tests t on t.id = ut.test_id where t.campaign_id = $1)::int as runs,
            (select min(id) from tests where campaign_id = $1)::int as first_test`,
    [campaign.id],
  );
  return { campaignId: campaign.id, ...counts };
}

/** The embedded database's folder, migrated and seeded by the built CLI, then the campaign added through PGlite. */
async function pgliteWithCampaign() {
  let seedMs = 0;
  const { dataDir, added, remove } = await seededPgliteDataDir('skillup-bench-admin-', async (query) => {
    const started = performance.now();
    const campaign = await addCampaign(query);
    seedMs = Math.round(performance.now() - started);
    return campaign;
  });
  return { dataDir, campaign: added, seedMs, remove };
}

async function postgresCampaign(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const campaign = await addCampaign((text, params) => client.query(text, params));
    return { campaign, seedMs: Math.round(performance.now() - started) };
  } finally {
    await client.end();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 10) / 10;

/** REQUESTS sequential requests of one view after a short warm-up: what one person paging waits for. */
async function measurePage(url, cookie, campaignId, name, query) {
  const target = `${url}/api/admin/campaigns/${campaignId}/progress${query}`;
  const ask = async () => {
    const res = await fetch(target, { headers: { cookie, 'accept-encoding': 'gzip' } });
    if (!res.ok) throw new Error(`${name} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  for (let i = 0; i < 5; i += 1) await ask();
  const times = [];
  let body;
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    body = await ask();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const figures = {
    view: name,
    query,
    requests: REQUESTS,
    rows: body.rows.length,
    total: body.total,
    p50ms: round(percentile(times, 50)),
    p99ms: round(percentile(times, 99)),
  };
  console.log(
    `  ${name.padEnd(34)} p50 ${String(figures.p50ms).padStart(6)} ms  p99 ${String(figures.p99ms).padStart(6)} ms  (${figures.rows} of ${figures.total})`,
  );
  return figures;
}

/** The whole campaign as CSV, EXPORTS times: the slowest counts. */
async function measureExport(url, cookie, campaignId) {
  const runs = [];
  let lines = 0;
  let bytes = 0;
  for (let i = 0; i < EXPORTS; i += 1) {
    const started = performance.now();
    const res = await fetch(`${url}/api/admin/campaigns/${campaignId}/progress?sort=completed&order=desc`, {
      headers: { cookie, accept: 'text/csv' },
    });
    if (!res.ok) throw new Error(`the export answered ${res.status}: ${await res.text()}`);
    const text = await res.text();
    runs.push(Math.round(performance.now() - started));
    lines = text.split('\r\n').filter(Boolean).length - 1;
    bytes = Buffer.byteLength(text);
  }
  const figures = { rows: lines, bytes, runsMs: runs, maxMs: Math.max(...runs) };
  console.log(`  CSV export of every row              ${runs.join(' / ')} ms  (${lines} rows, ${Math.round(bytes / 1024)} KB)`);
  return figures;
}

async function benchDatabase(kind, { server, campaign, seedMs }) {
  console.log(`\n${kind}: ${campaign.people} participants × ${TESTS} tests, ${campaign.runs} runs stored (written in ${seedMs} ms)`);
  const cookie = await signInAsAdmin(server.url);
  const id = campaign.campaignId;
  const pages = [
    await measurePage(server.url, cookie, id, 'first page, by name', ''),
    await measurePage(server.url, cookie, id, 'first page of 200, by completed', '?pageSize=200&sort=completed&order=desc'),
    await measurePage(server.url, cookie, id, 'page 40, by a test status', `?page=40&sort=status:${campaign.first_test}&order=desc`),
    await measurePage(server.url, cookie, id, 'one team, in progress', '?team=Team%2007&state=in%20progress'),
    await measurePage(server.url, cookie, id, 'search', '?search=cognome01'),
  ];
  const csv = await measureExport(server.url, cookie, id);
  return { kind, participants: campaign.people, tests: TESTS, runs: campaign.runs, seedMs, pages, csv };
}

const results = [];
const embedded = await pgliteWithCampaign();
try {
  const server = await startAppServer({ dataDir: embedded.dataDir });
  try {
    results.push(await benchDatabase('pglite', { server, campaign: embedded.campaign, seedMs: embedded.seedMs }));
  } finally {
    await server.stop();
  }
} finally {
  embedded.remove();
}

const postgres = await freshPostgres(POSTGRES_URL, 'bench_admin');
if (postgres) {
  try {
    // The server migrates and seeds the fresh database on its first start; the campaign is added then.
    const server = await startAppServer({ databaseUrl: postgres.url });
    try {
      results.push(await benchDatabase('postgres', { server, ...(await postgresCampaign(postgres.url)) }));
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.drop();
  }
}

let importBench = null;
const importScript = join(repoRoot, 'bench', 'admin-import.mjs');
if (existsSync(importScript)) {
  console.log('\nimport (bench/admin-import.mjs)');
  const { stdout } = await run(process.execPath, [importScript], { cwd: repoRoot, env: process.env, maxBuffer: 16 * 1024 * 1024 });
  process.stdout.write(stdout);
  importBench = { script: 'bench/admin-import.mjs', output: stdout.trim() };
}

const worstPage = Math.max(...results.flatMap((r) => r.pages.map((p) => p.p99ms)));
const worstExport = Math.max(...results.map((r) => r.csv.maxMs));
const targets = {
  pageP99: { goal: `progress page p99 ≤ ${TARGETS.pageP99ms} ms`, worstMs: worstPage, met: worstPage <= TARGETS.pageP99ms },
  export: { goal: `CSV export of ${PARTICIPANTS} participants ≤ ${TARGETS.exportMs} ms`, worstMs: worstExport, met: worstExport <= TARGETS.exportMs },
};
for (const target of Object.values(targets)) console.log(`\ntarget: ${target.goal}: worst ${target.worstMs} ms, ${target.met ? 'met' : 'NOT met'}`);
if (!results.some((r) => r.kind === 'postgres')) console.log('(PostgreSQL not measured)');

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'admin.json'),
  JSON.stringify(
    { date: new Date().toISOString(), participants: PARTICIPANTS, tests: TESTS, requests: REQUESTS, runs: results, import: importBench, targets },
    null,
    2,
  ) + '\n',
);
console.log(`written ${join('bench', 'results', 'admin.json')}`);
