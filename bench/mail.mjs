// npm run bench:mail — a campaign's invitations (docs/jobs.md, "Campaign mails"): a draft of
// the demo company with one test and 10,000 participants who never chose a password, so each
// invitation issues its own token; the admin launches it and the server's mail worker sends
// them to an SMTP relay in the bench's process, which counts what arrives. Measures the time
// from the launch until the relay has every mail, the server's peak RSS meanwhile, and the p99
// of GET /api/auth/me at a steady rate during the sending beside the same load before it;
// then checks that each participant got exactly one mail and that every row of campaign_mails
// ended `sent` with a token issued. On the embedded PGlite and, when a PostgreSQL server
// answers (BENCH_DATABASE_URL, default the local one), on PostgreSQL; BENCH_MAIL_DATABASES=
// pglite (or postgres) runs one. Writes bench/results/mail.json. Run `npm run build` first.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';
import { ADMIN, signInAsAdmin } from './support/admin-session.mjs';
import { seededPgliteDataDir } from './support/pglite-data-dir.mjs';
import { freshPostgres } from './support/postgres.mjs';
import { rssKb, serverPid } from './support/server-memory.mjs';
import { startSmtpCounter } from './support/smtp-counter.mjs';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASES = (process.env.BENCH_MAIL_DATABASES ?? 'pglite,postgres').split(',');
/** GET /api/auth/me at a steady rate, as people using the app would, not as fast as possible. */
const ME_RATE = Number(process.env.BENCH_ME_RATE ?? 50);
const ME_SECONDS = Number(process.env.BENCH_ME_SECONDS ?? 15);
/** How long the bench waits for the last mail before it writes what arrived. */
const TIMEOUT_S = Number(process.env.BENCH_MAIL_TIMEOUT ?? 1800);
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_MS ?? 300_000);
/**
 * Mails per second the server may hand the relay (nodemailer's pool `rateLimit` in SMTP_URL, as
 * an operator sets it for a relay's limit, docs/jobs.md "Sending"); 0 or unset: as fast as it can.
 */
const MAIL_RATE = Number(process.env.BENCH_MAIL_RATE ?? 0);
/** The relay's URL as the server is given it: with the sending rate when the bench sets one. */
// Counted over a tenth of a second rather than a second, so the mails of a second do not all go at its start.
const smtpUrlOf = (relay) => (MAIL_RATE > 0 ? `${relay.url}?rateLimit=${Math.max(1, Math.round(MAIL_RATE / 10))}&rateDelta=100` : relay.url);
const TARGETS = { allDeliveredS: 120, meDuringRatio: 2 };
const EMAIL_DOMAIN = 'mail.bench.skillup.test';

const mb = (kb) => Math.round(kb / 1024);
const round = (value) => Math.round(value * 10) / 10;
const load = () => loadavg().map((l) => Math.round(l * 10) / 10);
const verdict = (ok) => (ok ? 'met' : 'NOT met');
const emailOf = (n) => `invitee-${String(n).padStart(5, '0')}@${EMAIL_DOMAIN}`;

/**
 * The draft to launch, in the demo company: named in Italian, open for a month from now, one
 * test, and PARTICIPANTS people enrolled in Italian who must still choose a password, as HR's
 * import leaves them. Set-based statements only, so 10,000 people take seconds. The stored hash
 * is the admin's: nobody signs in as them.
 * @param {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function addDraft(query) {
  const {
    rows: [company],
  } = await query(`select u.company_id, u.password_hash from users u where u.email = $1`, [ADMIN.username]);
  if (!company) throw new Error(`${ADMIN.username} is missing: is the demo seed there?`);
  const {
    rows: [campaign],
  } = await query(
    `insert into campaigns (company_id, theme, state, languages, is360, self_evaluation, data, date_start, date_end)
     values ($1, 'skillup', 'DRAFT', '[{"lang":"it","name":"Bench inviti","description":""}]', false, false, '{}',
             now(), now() + interval '30 days')
     returning id`,
    [company.company_id],
  );
  await query(
    `insert into tests (campaign_id, name, description, instructions, abbreviation, position, url, repeatable, legacy, has_timer, prerequisites, json_data)
     values ($1, '{"it":"Prova","en":"Test"}', '{}', '{}', 'B1', 1, 'in-basket/index.html', false, false, false, '[]', '{}')`,
    [campaign.id],
  );
  await query(
    `with added as (
       insert into users (company_id, email, password_hash, first_name, last_name, gender, role, privacy, lang, must_change_password)
       select $1, 'invitee-' || lpad(n::text, 5, '0') || '@${EMAIL_DOMAIN}', $2,
              'Nome' || n, 'Cognome' || n, null, 'participant', false, 'it', true
         from generate_series(1, $4::int) as n
       returning id)
     insert into user_campaigns (user_id, campaign_id, lang, access_date, state)
     select id, $3, 'it', null, 'ACTIVE' from added`,
    [company.company_id, company.password_hash, campaign.id, PARTICIPANTS],
  );
  await query('analyze');
  const {
    rows: [counts],
  } = await query(`select count(*)::int as people from user_campaigns where campaign_id = $1`, [campaign.id]);
  return { campaignId: campaign.id, people: counts.people };
}

/**
 * What the database says once the server has stopped: the state of each invitation, and how
 * many participants hold an unused invitation token.
 * @param {(text: string, params?: unknown[]) => Promise<{ rows: any[] }>} query
 */
async function storedMails(query, campaignId) {
  const { rows } = await query(
    `select state, count(*)::int as n from campaign_mails where campaign_id = $1 and kind = 'invitation' group by state order by state`,
    [campaignId],
  );
  const {
    rows: [tokens],
  } = await query(
    `select count(distinct t.user_id)::int as people
       from password_reset_tokens t join user_campaigns uc on uc.user_id = t.user_id and uc.campaign_id = $1
      where t.purpose = 'invitation' and t.used_at is null`,
    [campaignId],
  );
  return { states: Object.fromEntries(rows.map((r) => [r.state, r.n])), peopleWithToken: tokens.people };
}

/** The steady load; `stop()` ends it early and the result is awaited. */
const meLoad = (url, cookie, seconds) =>
  autocannon({ url: `${url}/api/auth/me`, headers: { cookie }, duration: seconds, connections: 5, overallRate: ME_RATE });
const meFigures = (result) => ({
  p50ms: result.latency.p50,
  p99ms: result.latency.p99,
  maxMs: result.latency.max,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  loadAverage: load(),
});

async function benchDatabase(kind, { server, campaign, seedMs, relay }) {
  console.log(`\n${kind}: a draft of ${campaign.people} participants (written in ${seedMs} ms)`);
  const cookie = await signInAsAdmin(server.url);
  const pid = serverPid(server.dataDir);

  // The first requests of a fresh process compile what they run: not what is measured.
  await meLoad(server.url, cookie, 3);
  const alone = meFigures(await meLoad(server.url, cookie, ME_SECONDS));
  console.log(
    `  GET /api/auth/me at ${ME_RATE}/s alone            p50 ${alone.p50ms} ms  p99 ${alone.p99ms} ms  (load ${alone.loadAverage.join(' ')})`,
  );

  const rssBefore = rssKb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 100);
  // Long enough for any sending: it is stopped when the last mail is in.
  const busyLoad = meLoad(server.url, cookie, TIMEOUT_S + 60);
  const launchedAt = performance.now();
  const launched = await fetch(`${server.url}/api/admin/campaigns/${campaign.campaignId}/launch`, {
    method: 'POST',
    headers: { cookie, origin: server.url },
  });
  const launchMs = Math.round(performance.now() - launchedAt);
  if (!launched.ok) {
    busyLoad.stop();
    clearInterval(sampler);
    throw new Error(`the launch answered ${launched.status}: ${await launched.text()}`);
  }
  const complete = await relay.until(campaign.people, TIMEOUT_S * 1000);
  const endedAt = performance.now();
  busyLoad.stop();
  clearInterval(sampler);
  const during = meFigures(await busyLoad);
  const { counts } = relay;
  const seconds = (endedAt - launchedAt) / 1000;
  const figures = {
    kind,
    participants: campaign.people,
    seedMs,
    launchMs,
    complete,
    delivered: counts.messages,
    firstMailS: counts.firstAt === null ? null : round((counts.firstAt - launchedAt) / 1000),
    allDeliveredS: complete ? round((counts.lastAt - launchedAt) / 1000) : null,
    waitedS: round(seconds),
    mailsPerSecond: counts.messages ? round(counts.messages / ((counts.lastAt - launchedAt) / 1000)) : 0,
    averageMailBytes: counts.messages ? Math.round(counts.bytes / counts.messages) : 0,
    rssBeforeMb: mb(rssBefore),
    rssPeakMb: mb(peak),
    meAlone: alone,
    meDuring: during,
    p99Ratio: Math.round((during.p99ms / Math.max(alone.p99ms, 1)) * 100) / 100,
    loadAverage: load(),
  };
  figures.deliveredMet = complete && figures.allDeliveredS <= TARGETS.allDeliveredS;
  figures.meMet = figures.p99Ratio <= TARGETS.meDuringRatio;
  console.log(`  launch                                  ${launchMs} ms (records it and queues the job that plans the invitations)`);
  console.log(
    complete
      ? `  all ${counts.messages} mails at the relay      ${figures.allDeliveredS} s after the launch (first after ${figures.firstMailS} s; ${figures.mailsPerSecond} mails/s, ${Math.round(figures.averageMailBytes / 1024)} KiB each)  target ≤ ${TARGETS.allDeliveredS} s: ${verdict(figures.deliveredMet)}`
      : `  only ${counts.messages} of ${campaign.people} mails at the relay after ${TIMEOUT_S} s (${figures.mailsPerSecond} mails/s)  target ≤ ${TARGETS.allDeliveredS} s: NOT met`,
  );
  console.log(`  server RSS                              ${figures.rssBeforeMb} → peak ${figures.rssPeakMb} MB`);
  console.log(
    `  GET /api/auth/me at ${ME_RATE}/s while sending    p50 ${during.p50ms} ms  p99 ${during.p99ms} ms  max ${during.maxMs} ms  (${figures.p99Ratio} × alone, ${during.requests} requests, ${during.non2xx} not 2xx; load ${during.loadAverage.join(' ')})  target ≤ ${TARGETS.meDuringRatio}×: ${verdict(figures.meMet)}`,
  );
  return figures;
}

/** Each participant once at the relay and nobody else; each row sent, each with its token. */
function checkMails(figures, relay, stored) {
  let missing = 0;
  let repeated = 0;
  for (let n = 1; n <= figures.participants; n += 1) {
    const times = relay.perRecipient.get(emailOf(n)) ?? 0;
    if (times === 0) missing += 1;
    if (times > 1) repeated += 1;
  }
  const strangers = [...relay.perRecipient.keys()].filter((address) => !address.endsWith(`@${EMAIL_DOMAIN}`)).length;
  const checks = {
    missing,
    repeated,
    strangers,
    rows: stored.states,
    peopleWithToken: stored.peopleWithToken,
  };
  checks.ok =
    missing === 0 &&
    repeated === 0 &&
    strangers === 0 &&
    stored.states.sent === figures.participants &&
    Object.keys(stored.states).length === 1 &&
    stored.peopleWithToken === figures.participants;
  console.log(
    `  check                                   ${missing} missing, ${repeated} more than once, ${strangers} other addresses; campaign_mails ${JSON.stringify(stored.states)}; ${stored.peopleWithToken} with an invitation token: ${checks.ok ? 'ok' : 'FAILED'}`,
  );
  return checks;
}

const machine = () => ({ cpus: cpus().length, loadAverage: load() });
const results = [];
const machineAtStart = machine();
console.log(`${machineAtStart.cpus} CPUs, load average ${machineAtStart.loadAverage.join(' ')}`);

if (DATABASES.includes('pglite')) {
  let seedMs = 0;
  const embedded = await seededPgliteDataDir('skillup-bench-mail-', async (query) => {
    const started = performance.now();
    const campaign = await addDraft(query);
    seedMs = Math.round(performance.now() - started);
    return campaign;
  });
  const relay = await startSmtpCounter();
  try {
    const server = await startAppServer({ dataDir: embedded.dataDir, env: { SMTP_URL: smtpUrlOf(relay) }, startTimeoutMs: START_TIMEOUT_MS });
    let figures;
    try {
      figures = await benchDatabase('pglite', { server, campaign: embedded.added, seedMs, relay });
    } finally {
      // Stopping waits for the mails being handed over, so the rows below are final.
      await server.stop();
    }
    // The embedded database has one owner at a time: it is read once the server is gone.
    const db = await PGlite.create({ dataDir: join(embedded.dataDir, 'pgdata') });
    try {
      figures.checks = checkMails(figures, relay, await storedMails((text, params) => db.query(text, params), embedded.added.campaignId));
    } finally {
      await db.close();
    }
    results.push(figures);
  } finally {
    await relay.close();
    embedded.remove();
  }
}

const postgres = DATABASES.includes('postgres') ? await freshPostgres(POSTGRES_URL, 'bench_mail') : null;
if (postgres) {
  const relay = await startSmtpCounter();
  const client = new pg.Client({ connectionString: postgres.url });
  try {
    // The server migrates and seeds the fresh database on its first start; the draft is added then.
    const server = await startAppServer({ databaseUrl: postgres.url, env: { SMTP_URL: smtpUrlOf(relay) }, startTimeoutMs: START_TIMEOUT_MS });
    let figures;
    let campaign;
    await client.connect();
    const query = (text, params) => client.query(text, params);
    try {
      const started = performance.now();
      campaign = await addDraft(query);
      figures = await benchDatabase('postgres', { server, campaign, seedMs: Math.round(performance.now() - started), relay });
    } finally {
      await server.stop();
    }
    figures.checks = checkMails(figures, relay, await storedMails(query, campaign.campaignId));
    results.push(figures);
  } finally {
    await client.end();
    await relay.close();
    await postgres.drop();
  }
}

const measured = results.map((r) => r.kind).join(' and ') || 'no database';
const met = {
  allDelivered: results.length > 0 && results.every((r) => r.deliveredMet),
  meDuring: results.length > 0 && results.every((r) => r.meMet),
  checks: results.every((r) => r.checks.ok),
};
console.log(
  `\ntargets (${measured}): all ${PARTICIPANTS} delivered ≤ ${TARGETS.allDeliveredS} s ${verdict(met.allDelivered)}; GET /api/auth/me p99 while sending ≤ ${TARGETS.meDuringRatio}× alone ${verdict(met.meDuring)}; every participant once, every row sent: ${met.checks ? 'yes' : 'NO'}`,
);
if (!results.some((r) => r.kind === 'postgres')) console.log('(PostgreSQL not measured)');
if (!met.checks) process.exitCode = 1;

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, 'mail.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      participants: PARTICIPANTS,
      meRate: ME_RATE,
      targets: TARGETS,
      machineAtStart,
      runs: results,
      met,
      machineAtEnd: machine(),
    },
    null,
    2,
  ) + '\n',
);
console.log(`written ${join('bench', 'results', 'mail.json')}`);
