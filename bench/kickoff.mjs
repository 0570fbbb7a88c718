// npm run bench:kickoff — a campaign's kickoff morning: PEOPLE participants (10,000 by default)
// enrolled in one campaign, arriving at a fixed rate (17/s is 10,000 in ten minutes; then 25/s
// and 35/s), each making the kickoff path of bench/kickoff/path.mjs. On PostgreSQL with one
// replica, with two behind nginx (scripts/cluster.mjs) and a run that kills one of them with
// SIGKILL for 20 s, and on the embedded PGlite. Per call p50, p95, p99 and errors; the highest
// rate at which login p99 stays within 2 s; a run at twice that rate; CPU and peak memory per
// process; every acknowledged status write checked in the database.
// Writes bench/results/kickoff.json; docs/performance.md, "Kickoff", has the figures.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { atFixedRate } from './kickoff/arrivals.mjs';
import { callFigures } from './kickoff/figures.mjs';
import { kickoffPath } from './kickoff/path.mjs';
import { cpuMeter, peakRssMb, postgresPids } from './kickoff/process-usage.mjs';
import { freshPostgres } from './support/postgres.mjs';
import { serverPid } from './support/server-memory.mjs';
import { enrolOnPostgres, pgliteDataDirWithWriters } from './support/writers.mjs';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';

const PEOPLE = Number(process.env.BENCH_KICKOFF_PEOPLE ?? 10_000);
const SECONDS = Number(process.env.BENCH_KICKOFF_SECONDS ?? 60);
const RATES = (process.env.BENCH_KICKOFF_RATES ?? '17,25,35').split(',').map(Number);
const KILL_FOR_S = Number(process.env.BENCH_KICKOFF_KILL_SECONDS ?? 20);
/** Which configurations run: `one` replica, `two` behind nginx, `pglite`; all by default, some to measure a fix again. */
const CONFIGS = new Set((process.env.BENCH_KICKOFF_CONFIGS ?? 'one,two,pglite').split(','));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const LOGIN_P99_LIMIT_MS = 2000;
/** One address signs everyone in: the per-address limiter must not be what is measured. */
const UNTHROTTLED = { AUTH_MAX_FAILURES_PER_ADDRESS: '1000000', AUTH_FAILURES_BEFORE_DELAY: '1000000' };

/** Each run takes the next people of the cohort, and its status writes a version of its own. */
let nextPerson = 0;
let runNumber = 0;

/**
 * One run at `rate` for SECONDS against `target` ({ url, pids(), during? }): the calls'
 * figures, CPU and peak memory of the server processes and PostgreSQL's, and the
 * acknowledged status writes.
 */
async function run(label, target, cohort, rate, { during } = {}) {
  runNumber += 1;
  const version = runNumber;
  const { record, figures } = callFigures();
  const serverCpu = cpuMeter(target.pids);
  const databaseCpu = target.postgres ? cpuMeter(postgresPids) : null;
  const began = performance.now();
  const event = during?.();
  const acknowledged = (
    await atFixedRate(rate, SECONDS, () => {
      const person = cohort.writers[nextPerson++ % cohort.writers.length];
      return kickoffPath(target.url, person, { testId: cohort.testId, version }, record);
    })
  ).filter((written) => written !== null);
  await event;
  const result = {
    run: label,
    rate,
    seconds: SECONDS,
    people: Math.round(rate * SECONDS),
    wallSeconds: Math.round((performance.now() - began) / 100) / 10,
    calls: figures(),
    serverCpuSeconds: serverCpu(),
    ...(databaseCpu ? { postgresCpuSeconds: databaseCpu() } : {}),
    peakRssMb: target.pids().map(peakRssMb),
    acknowledgedWrites: acknowledged.length,
  };
  if (target.postgres) result.lostWrites = await lostWrites(target.postgres, cohort.testId, acknowledged);
  print(result);
  return result;
}

/** Acknowledged status writes that are not in the database. */
async function lostWrites(databaseUrl, testId, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select user_id, status_version from user_tests where test_id = $1 and user_id = any($2)', [
      testId,
      acknowledged.map((w) => w.userId),
    ]);
    const stored = new Map(rows.map((row) => [row.user_id, Number(row.status_version)]));
    return acknowledged.filter((w) => (stored.get(w.userId) ?? 0) < w.version).length;
  } finally {
    await client.end();
  }
}

function print(result) {
  console.log(`\n  ${result.run} at ${result.rate}/s for ${result.seconds} s (${result.people} people, ${result.wallSeconds} s)`);
  for (const [name, f] of Object.entries(result.calls)) {
    const other = Object.entries(f.outcomes)
      .filter(([outcome]) => !/^2\d\d$/.test(outcome))
      .map(([outcome, n]) => `${n} × ${outcome}`)
      .join(', ');
    console.log(
      `    ${name.padEnd(15)} p50 ${String(f.p50ms).padStart(5)}  p95 ${String(f.p95ms).padStart(5)}  p99 ${String(f.p99ms).padStart(5)} ms` +
        `  max ${f.maxMs}${other ? `  errors: ${other}` : ''}`,
    );
  }
  console.log(
    `    CPU: server ${result.serverCpuSeconds} s${result.postgresCpuSeconds === undefined ? '' : `, PostgreSQL ${result.postgresCpuSeconds} s`}` +
      `; peak RSS ${result.peakRssMb.join(' / ')} MiB; writes acknowledged ${result.acknowledgedWrites}` +
      (result.lostWrites === undefined ? '' : `, lost ${result.lostWrites}`),
  );
}

const loginP99 = (result) => result.calls.login?.p99ms ?? Infinity;
const errorsOf = (result) => Object.values(result.calls).reduce((sum, f) => sum + f.errors, 0);

/** The rates, then twice the highest that kept login p99 within 2 s: the excess must be refused at once. */
async function ratesAndOverload(label, target, cohort) {
  const runs = [];
  for (const rate of RATES) runs.push(await run(label, target, cohort, rate));
  const sustainable = runs.filter((r) => errorsOf(r) === 0 && loginP99(r) <= LOGIN_P99_LIMIT_MS).map((r) => r.rate);
  const highest = sustainable.length ? Math.max(...sustainable) : null;
  if (highest !== null) runs.push({ ...(await run(`${label}, twice the sustainable rate`, target, cohort, highest * 2)), overload: true });
  return { label, runs, highestRateLoginP99Within2s: highest };
}

const configurations = [];

const postgres = CONFIGS.has('one') || CONFIGS.has('two') ? await freshPostgres(POSTGRES_URL, 'bench_kickoff') : null;
if (postgres) {
  try {
    // The first server to start migrates the database; the cohort is enrolled once, then.
    let cohort;
    if (CONFIGS.has('one')) {
      console.log(`\nPostgreSQL, one replica (${PEOPLE} people enrolled)`);
      const server = await startAppServer({ databaseUrl: postgres.url, env: UNTHROTTLED });
      try {
        cohort = await enrolOnPostgres(postgres.url, PEOPLE);
        const pid = serverPid(server.dataDir);
        configurations.push(await ratesAndOverload('postgres, one replica', { url: server.url, pids: () => [pid], postgres: postgres.url }, cohort));
      } finally {
        await server.stop();
      }
    }

    const clusterScript = join(repoRoot, 'scripts', 'cluster.mjs');
    if (!CONFIGS.has('two')) {
      console.log('\ntwo replicas: not asked for (BENCH_KICKOFF_CONFIGS)');
    } else if (existsSync(clusterScript)) {
      const { startCluster } = await import(clusterScript);
      console.log('\nPostgreSQL, two replicas behind nginx');
      const cluster = await startCluster({ databaseUrl: postgres.url, env: UNTHROTTLED, port: 0 });
      try {
        cohort ??= await enrolOnPostgres(postgres.url, PEOPLE);
        const target = { url: cluster.url, pids: () => cluster.replicas.map((r) => r.pid).filter(Boolean), postgres: postgres.url };
        const behind = await ratesAndOverload('postgres, two replicas', target, cohort);
        // One replica killed a third of the way in and started again KILL_FOR_S later.
        const during = async () => {
          await new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 3));
          cluster.replicas[0].kill('SIGKILL');
          await new Promise((resolve) => setTimeout(resolve, KILL_FOR_S * 1000));
          await cluster.replicas[0].restart();
        };
        behind.runs.push({
          ...(await run(`postgres, two replicas, one killed for ${KILL_FOR_S} s`, target, cohort, RATES[0], { during })),
          killed: true,
        });
        configurations.push(behind);
      } finally {
        await cluster.stop();
      }
    } else {
      console.log('\ntwo replicas: not measured (scripts/cluster.mjs is missing)');
    }
  } finally {
    await postgres.drop();
  }
}

if (CONFIGS.has('pglite')) {
  console.log(`\nPGlite, one process (${PEOPLE} people enrolled)`);
  const embedded = await pgliteDataDirWithWriters(PEOPLE);
  try {
    const server = await startAppServer({ dataDir: embedded.dataDir, env: UNTHROTTLED });
    try {
      const pid = serverPid(server.dataDir);
      configurations.push(await ratesAndOverload('pglite', { url: server.url, pids: () => [pid] }, embedded.cohort));
    } finally {
      await server.stop();
    }
  } finally {
    embedded.remove();
  }
}

/** docs/performance.md's targets for this machine, quiet. */
function targets() {
  const one = configurations.find((c) => c.label === 'postgres, one replica');
  const two = configurations.find((c) => c.label === 'postgres, two replicas');
  const at17 = one?.runs.find((r) => r.rate === 17 && !r.overload);
  const killed = two?.runs.find((r) => r.killed);
  const overload = one?.runs.find((r) => r.overload);
  const others = (r) => Object.entries(r.calls).filter(([name]) => name !== 'login');
  return {
    'one replica at 17/s: 0 errors, login p99 ≤ 200 ms, other calls p99 ≤ 50 ms': at17
      ? errorsOf(at17) === 0 && loginP99(at17) <= 200 && others(at17).every(([, f]) => f.p99ms <= 50)
      : null,
    'two replicas no worse than one (login p99 at 17/s)': two && at17 ? loginP99(two.runs[0]) <= loginP99(at17) : null,
    'replica killed: 0 acknowledged writes lost': killed ? killed.lostWrites === 0 : null,
    'twice the sustainable rate: no call waits 30 s': overload ? Object.values(overload.calls).every((f) => (f.outcomes.timeout ?? 0) === 0) : null,
  };
}

const met = targets();
console.log('\ntargets:');
for (const [goal, ok] of Object.entries(met)) console.log(`  ${goal}: ${ok === null ? 'not measured' : ok ? 'met' : 'NOT met'}`);
const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
// A run of some configurations leaves the figures of the whole bench as they were.
const file = ['one', 'two', 'pglite'].every((config) => CONFIGS.has(config)) ? 'kickoff.json' : `kickoff-${[...CONFIGS].join('-')}.json`;
writeFileSync(
  join(out, file),
  JSON.stringify({ date: new Date().toISOString(), people: PEOPLE, secondsPerRun: SECONDS, rates: RATES, configurations, targets: met }, null, 2) +
    '\n',
);
console.log(`written ${join('bench', 'results', file)}`);
