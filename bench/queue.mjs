// npm run bench:queue — progress events through the real path: an activity frame in Debian's
// Chromium posts them to the host (test-support bridge), the host records them in the offline
// queue (IndexedDB), the queue posts them to the server. On the embedded PGlite and, when a
// PostgreSQL server answers (BENCH_DATABASE_URL, default the local one), on PostgreSQL.
// Reports events per second end to end, the requests sent after deduplication, peak storage
// and heap, and whether the server ends up holding the last event. Writes bench/results/queue.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.mjs';
import { freshPostgres } from './support/postgres.mjs';
import { profileBrowser, sampleBrowser, watchProgressRequests } from './queue/probes.mjs';
import { pumpProgressEvents } from './queue/pump.mjs';

const EVENTS = Number(process.env.BENCH_QUEUE_EVENTS ?? 10_000);
const STATUS_EVERY = Number(process.env.BENCH_QUEUE_STATUS_EVERY ?? 100);
const IN_FLIGHT = Number(process.env.BENCH_QUEUE_IN_FLIGHT ?? 64);
const PAYLOAD_BYTES = Number(process.env.BENCH_QUEUE_PAYLOAD_BYTES ?? 1024);
const TIMEOUT_S = Number(process.env.BENCH_QUEUE_TIMEOUT ?? 900);
const PROFILE = Boolean(process.env.BENCH_QUEUE_PROFILE);
const SAMPLE_MS = 250;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TARGET_EVENTS_PER_SECOND = 500;
// The protocol's channel (shared/src/activity/protocol.ts ACTIVITY_CHANNEL).
const ACTIVITY_CHANNEL = 'skillup-activity/1';
// docs/demo.md: privacy accepted, one campaign, language saved → straight into the Task Room.
const PERSONA = 'sara.conti@demo.skillup.test';
const PASSWORD = 'Skillup-2026';
const TEST_NAME = 'Colloquio di feedback';

async function signIn(context, baseUrl) {
  const login = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { username: PERSONA, password: PASSWORD, timezone: 'Europe/Rome' },
    headers: { origin: baseUrl },
  });
  if (!login.ok()) throw new Error(`login answered ${login.status()}: ${await login.text()}`);
  const [campaign] = (await login.json()).campaigns;
  const select = await context.request.post(`${baseUrl}/api/usercampaign/${campaign.id}`, {
    data: { lang: campaign.user.lang ?? campaign.languages[0].lang },
    headers: { origin: baseUrl },
  });
  if (!select.ok()) throw new Error(`campaign selection answered ${select.status()}: ${await select.text()}`);
}

/** Starts the test from the Task Room as a person does; resolves with the activity's frame. */
async function openActivity(page, baseUrl) {
  await page.goto(`${baseUrl}/`);
  await page.locator('[data-remote="taskroom"]').waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: new RegExp(`^${TEST_NAME} `) }).hover();
  await page.getByRole('button', { name: `Inizia ${TEST_NAME}` }).click();
  await page.waitForURL(/\/test$/);
  const frameElement = page.getByTitle(TEST_NAME);
  await frameElement.waitFor();
  const frame = await (await frameElement.elementHandle()).contentFrame();
  await frame.waitForLoadState('load');
  // The activity's own init and reads are done before the bench's events start.
  await page.waitForLoadState('networkidle');
  return frame;
}

async function readServer(context, baseUrl, { testId, campaignId, userId }) {
  const res = await context.request.get(`${baseUrl}/api/tests/${testId}/sync/${campaignId}/${userId}`);
  if (!res.ok()) throw new Error(`GET sync answered ${res.status()}: ${await res.text()}`);
  return (await res.json()).data;
}

/** Until the server answers a write of `version` (seen on the wire, checked with a read), or the timeout. */
async function waitForServer(requests, context, baseUrl, ids, version) {
  const deadline = Date.now() + TIMEOUT_S * 1000;
  while (Date.now() < deadline) {
    const acknowledged = requests.acknowledgedAt(version);
    if (acknowledged !== null) return acknowledged;
    const held = await readServer(context, baseUrl, ids);
    if (held.version >= version) return Date.now();
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

const perSecond = (events, ms) => (ms > 0 ? Math.round((events / ms) * 1000) : null);
const mb = (bytes) => (bytes === null || bytes === undefined ? 'n/a' : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

async function benchDatabase(browser, kind, databaseUrl) {
  console.log(`\n${kind}`);
  const app = await startAppServer({ databaseUrl });
  const context = await browser.newContext();
  try {
    await signIn(context, app.url);
    const page = await context.newPage();
    const frame = await openActivity(page, app.url);
    const requests = watchProgressRequests(page);
    const sampler = await sampleBrowser(page, app.url, SAMPLE_MS);
    const profiler = PROFILE ? await profileBrowser(page) : null;
    requests.start();

    const pumped = await frame.evaluate(pumpProgressEvents, {
      channel: ACTIVITY_CHANNEL,
      count: EVENTS,
      statusEvery: STATUS_EVERY,
      inFlight: IN_FLIGHT,
      payloadBytes: PAYLOAD_BYTES,
    });
    const profile = profiler ? await profiler.stop() : null;
    const finalVersion = pumped.baseVersion + EVENTS;
    const serverAt = await waitForServer(requests, context, app.url, pumped.ids, finalVersion);
    // What is left in the queue once the server has the last write: nothing, if all went well.
    await new Promise((r) => setTimeout(r, 2 * SAMPLE_MS));
    const browserFigures = await sampler.stop();
    const held = await readServer(context, app.url, pumped.ids);

    const lost = {
      versionMatches: held.version === finalVersion,
      lastDataMatches: held.testData === pumped.lastData,
      statusMatches: held.testStatus === 'incomplete',
      bridgeFailures: pumped.failures,
      firstBridgeError: pumped.firstError,
      outOfOrderVersions: pumped.outOfOrder,
      queuedItemsLeft: browserFigures.end.queuedItems,
    };
    const noEventLost =
      serverAt !== null && lost.versionMatches && lost.lastDataMatches && lost.statusMatches && pumped.failures === 0 && pumped.outOfOrder === 0;
    const endToEndMs = serverAt === null ? null : serverAt - pumped.startedAt;
    const bridgeMs = pumped.answeredAt - pumped.startedAt;
    const sent = requests.summary();
    const run = {
      kind,
      events: { total: EVENTS, data: pumped.dataEvents, status: pumped.statusEvents, payloadBytes: PAYLOAD_BYTES, inFlight: IN_FLIGHT },
      endToEnd: { ms: endToEndMs, eventsPerSecond: endToEndMs === null ? null : perSecond(EVENTS, endToEndMs) },
      bridge: { ms: bridgeMs, eventsPerSecond: perSecond(EVENTS, bridgeMs) },
      drainAfterBridgeMs: serverAt === null ? null : serverAt - pumped.answeredAt,
      requests: { ...sent, eventsPerRequest: sent.sent ? Math.round((EVENTS / sent.sent) * 10) / 10 : null },
      serverData: requests.dataStaleness(pumped.startedAt),
      browser: browserFigures,
      server: { expectedVersion: finalVersion, version: held.version, testStatus: held.testStatus, dataLength: held.testData?.length ?? 0 },
      lost,
      noEventLost,
      ...(profile ? { profile } : {}),
    };

    console.log(
      `  events                 ${EVENTS} (${pumped.dataEvents} setData, ${pumped.statusEvents} setStatus), ${PAYLOAD_BYTES} B each, ${IN_FLIGHT} in flight`,
    );
    console.log(
      `  end to end             ${endToEndMs === null ? `server not caught up within ${TIMEOUT_S} s` : `${(endToEndMs / 1000).toFixed(1)} s  → ${run.endToEnd.eventsPerSecond} events/s`}`,
    );
    console.log(`  bridge answered all    ${(bridgeMs / 1000).toFixed(1)} s  → ${run.bridge.eventsPerSecond} events/s (stored in IndexedDB)`);
    console.log(`  server after bridge    ${run.drainAfterBridgeMs === null ? 'n/a' : `${(run.drainAfterBridgeMs / 1000).toFixed(1)} s`}`);
    console.log(
      `  POSTs sent             ${sent.sent} (${Object.entries(sent.byKind)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}); ${run.requests.eventsPerRequest} events per request; ` +
        `non-2xx ${sent.non2xx}, failed ${sent.failed}; latency p50 ${sent.latencyMs.p50} ms p99 ${sent.latencyMs.p99} ms`,
    );
    console.log(
      `  server's data          ${run.serverData.dataWritesAcknowledged} data writes acknowledged; longest stretch without one ${(run.serverData.longestGapMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  peak IndexedDB         ${mb(browserFigures.peak.indexedDbBytes)} (origin storage ${mb(browserFigures.peak.storageBytes)}, baseline ${mb(browserFigures.baseline.indexedDbBytes)}); ` +
        `queued items peak ${browserFigures.peak.queuedItems}, left ${browserFigures.end.queuedItems}`,
    );
    console.log(
      `  peak JS heap           ${mb(browserFigures.peak.jsHeapUsedBytes)} (baseline ${mb(browserFigures.baseline.jsHeapUsedBytes)}, end ${mb(browserFigures.end.jsHeapUsedBytes)})`,
    );
    console.log(
      `  server holds           version ${held.version} of ${finalVersion}, status '${held.testStatus}', last data ${lost.lastDataMatches ? 'present' : 'MISSING'}` +
        ` → ${noEventLost ? 'no event lost' : 'EVENTS LOST'}` +
        (pumped.failures ? ` (${pumped.failures} bridge failures, first: ${pumped.firstError})` : '') +
        (pumped.outOfOrder ? ` (${pumped.outOfOrder} versions out of order)` : ''),
    );
    if (profile) {
      console.log(`  main thread while the bridge ran (${(profile.totalMs / 1000).toFixed(1)} s profiled), self time:`);
      for (const f of profile.functions) console.log(`    ${String(f.ms).padStart(6)} ms ${String(f.share).padStart(5)} %  ${f.name}`);
    }
    return run;
  } finally {
    await context.close();
    await app.stop();
  }
}

ensureChromium();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const runs = [];
try {
  runs.push(await benchDatabase(browser, 'pglite'));
  const postgres = await freshPostgres(POSTGRES_URL, 'bench_queue');
  if (postgres) {
    try {
      runs.push(await benchDatabase(browser, 'postgres', postgres.url));
    } finally {
      await postgres.drop();
    }
  }
} finally {
  await browser.close();
}

const onPostgres = runs.find((r) => r.kind === 'postgres');
const goal = `no event lost and ≥ ${TARGET_EVENTS_PER_SECOND} events/s end to end on PostgreSQL`;
const target = {
  goal,
  met: onPostgres ? onPostgres.noEventLost && (onPostgres.endToEnd.eventsPerSecond ?? 0) >= TARGET_EVENTS_PER_SECOND : null,
  noEventLostEverywhere: runs.every((r) => r.noEventLost),
};
console.log(`\ntarget: ${goal}: ${target.met === null ? 'not measured (no PostgreSQL)' : target.met ? 'met' : 'NOT met'}`);
if (!target.noEventLostEverywhere)
  console.log(
    'events were lost on: ' +
      runs
        .filter((r) => !r.noEventLost)
        .map((r) => r.kind)
        .join(', '),
  );

const out = join(repoRoot, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'queue.json'), JSON.stringify({ date: new Date().toISOString(), runs, target }, null, 2) + '\n');
console.log(`written ${join('bench', 'results', 'queue.json')}`);
