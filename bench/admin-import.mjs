// node bench/admin-import.mjs — the HR console's import of 10,000 participants
// (docs/areas/admin.md, "Import of participants"): the preview, the commit and the same file
// committed again, each timed end to end over HTTP, with the server's peak resident memory
// during each (VmHWM, reset before each step) and what that adds to its size before the step
// (the embedded database itself is in the server's memory), on the embedded PGlite and, when a PostgreSQL
// server answers (BENCH_DATABASE_URL, default the local one), on PostgreSQL. The file has
// teams, managers named by later and earlier rows, staff rows and assessors. Run
// `npm run build -w server` first: it starts the built server. Writes bench/results/admin-import.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot } from '../scripts/app-server.mjs';
import { signInAsAdmin } from './support/admin-session.mjs';
import { freshPostgres } from './support/postgres.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGETS = { ms: 15_000, rssMb: 300 };
const TEAM_SIZE = 50;

/** Every 50th row is a team's lead (an Assessor); the others name the lead as manager, and one in ten as assessor. */
function participantsCsv(rows) {
  const lines = ['email,first name,last name,language,team,manager email,role,assessor emails'];
  const email = (n) => `import-${String(n).padStart(5, '0')}@bench.skillup.test`;
  for (let n = 0; n < rows; n += 1) {
    const lead = n - (n % TEAM_SIZE);
    const team = `Team ${String(lead / TEAM_SIZE).padStart(3, '0')}`;
    const language = ['it', 'en', 'es'][n % 3];
    if (n === lead) lines.push(`${email(n)},Nome${n},Cognome${n},${language},${team},,Assessor,`);
    else lines.push(`${email(n)},Nome${n},Cognome${n},${language},${team},${email(lead)},participant,${n % 10 === 0 ? email(lead) : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

async function waitForHealth(url, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url}/api/health`);
}

/** The built server in a process of its own, whose memory the bench reads from /proc. */
async function startServer(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skillup-bench-import-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    ACTIVITIES_PORT: String(await freePort()),
    PUBLIC_URL: url,
    SKILLUP_DATA_DIR: dataDir,
    SKILLUP_URL: url,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, [join(repoRoot, 'server/dist/main.js')], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(url, child);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const statusKb = (pid, field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
/** Writing 5 to clear_refs starts the peak resident size (VmHWM) again from the current one. */
const resetPeak = (pid) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

async function newCampaign(url, cookie) {
  const res = await fetch(`${url}/api/admin/campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({
      languages: [{ lang: 'it', name: 'Bench import', description: '' }],
      theme: 'skillup',
      dateStart: '2027-01-01',
      dateEnd: '2027-06-30',
    }),
  });
  if (!res.ok) throw new Error(`creating the campaign answered ${res.status}: ${await res.text()}`);
  return (await res.json()).campaign.id;
}

/** One import as the console sends it: the file as a multipart form. */
async function importStep(server, cookie, campaignId, csv, name, commit) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'participants.csv');
  const beforeMb = Math.round(statusKb(server.pid, 'VmRSS') / 1024);
  resetPeak(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.url}/api/admin/campaigns/${campaignId}/participants/import${commit ? '?commit=1' : ''}`, {
    method: 'POST',
    headers: { origin: server.url, cookie },
    body: form,
  });
  const body = await res.json();
  const ms = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${name} answered ${res.status}: ${JSON.stringify(body)}`);
  const peakRssMb = Math.round(statusKb(server.pid, 'VmHWM') / 1024);
  const figures = { step: name, ms, rssBeforeMb: beforeMb, peakRssMb, growthMb: peakRssMb - beforeMb, counts: body.counts };
  const { counts } = body;
  console.log(
    `  ${name.padEnd(22)} ${String(ms).padStart(6)} ms  peak RSS ${String(peakRssMb).padStart(4)} MB (+${figures.growthMb} MB)  ` +
      `(new ${counts.new}, updated ${counts.updated}, unchanged ${counts.unchanged}, refused ${counts.refused})`,
  );
  return figures;
}

async function benchDatabase(kind, databaseUrl, csv) {
  const server = await startServer(databaseUrl);
  try {
    const cookie = await signInAsAdmin(server.url);
    const campaignId = await newCampaign(server.url, cookie);
    console.log(
      `\n${kind}: ${ROWS} rows, ${Math.round(Buffer.byteLength(csv) / 1024)} KB; server at start ${Math.round(statusKb(server.pid, 'VmRSS') / 1024)} MB`,
    );
    const steps = [
      await importStep(server, cookie, campaignId, csv, 'preview', false),
      await importStep(server, cookie, campaignId, csv, 'commit', true),
      await importStep(server, cookie, campaignId, csv, 'same file committed', true),
    ];
    if (steps[1].counts.new !== ROWS || steps[2].counts.unchanged !== ROWS)
      throw new Error(`unexpected verdicts: ${JSON.stringify(steps.map((s) => s.counts))}`);
    return { kind, rows: ROWS, steps };
  } finally {
    await server.stop();
  }
}

const csv = participantsCsv(ROWS);
const results = [await benchDatabase('pglite', undefined, csv)];
const postgres = await freshPostgres(POSTGRES_URL, 'bench_import');
if (postgres) {
  try {
    results.push(await benchDatabase('postgres', postgres.url, csv));
  } finally {
    await postgres.drop();
  }
}

// The embedded database lives in the server's own memory (PGlite's WebAssembly heap, about
// half a gigabyte before any import): there the import's own cost is what it adds to it.
const targets = results.map(({ kind, steps }) => {
  const worstMs = Math.max(...steps.map((s) => s.ms));
  const worstRssMb = Math.max(...steps.map((s) => s.peakRssMb));
  const worstGrowthMb = Math.max(...steps.map((s) => s.growthMb));
  const target = {
    kind,
    goal: `import of ${ROWS} rows ≤ ${TARGETS.ms} ms within ${TARGETS.rssMb} MB`,
    worstMs,
    worstRssMb,
    worstGrowthMb,
    timeMet: worstMs <= TARGETS.ms,
    rssMet: worstRssMb <= TARGETS.rssMb,
    growthMet: worstGrowthMb <= TARGETS.rssMb,
  };
  console.log(
    `\ntarget on ${kind}: ${target.goal}: worst ${worstMs} ms (${target.timeMet ? 'met' : 'NOT met'}), ` +
      `peak ${worstRssMb} MB (${target.rssMet ? 'met' : 'NOT met'}), at most +${worstGrowthMb} MB over the server before the step (${target.growthMet ? 'met' : 'NOT met'})`,
  );
  return target;
});
if (!postgres) console.log('(PostgreSQL not measured)');

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'admin-import.json'), JSON.stringify({ date: new Date().toISOString(), rows: ROWS, runs: results, targets }, null, 2) + '\n');
console.log(`written ${join('bench', 'results', 'admin-import.json')}`);
