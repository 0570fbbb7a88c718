// npm run bench:web — what a participant on a phone waits for, beside the floor of the stack
// measured in the same run. Profile: Lighthouse's mobile one (150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up, 4x CPU slowdown) in Debian's Chromium, median of RUNS loads.
//   /login, first and returning visit: largest contentful paint, time until the password field
//     shows, JavaScript and all bytes on the wire (as sent: compressed when the server compresses),
//     cumulative layout shift;
//   from "Accedi" to the first area's content (its root shows text, nothing in it loading), for
//     each theme, first and returning visit;
//   each remote's own bytes on the wire for its first area load.
// The floor (bench/floor: one tree-shaken bundle of the same libraries, served gzip) is built
// with the repository's own webpack. Writes bench/results/web.json.
//   BENCH_RUNS=n        loads per figure (5)
//   BENCH_APP_URL=url   measure an app already running there instead of starting the built one
//   BENCH_ONLY=login    the /login figures only (no remote needs to be published)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD, REMOTE_AREAS } from './support/areas.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LOGIN_ONLY = process.env.BENCH_ONLY === 'login';
const PROFILE = { latencyMs: 150, downKbps: 1600, upKbps: 750, cpuSlowdown: 4 };
const THEMES = [
  { theme: 'skillup', remote: 'taskroom', persona: 'luca.ferri' },
  { theme: 'calendar', remote: 'calendar', persona: 'giulia.verdi' },
  { theme: 'individual-challenge', remote: 'challenge', persona: 'paolo.neri' },
];

const floorDir = join(repoRoot, 'bench/floor');

function newestSource() {
  const files = ['webpack.config.js', 'tsconfig.json', ...readdirSync(join(floorDir, 'src')).map((f) => join('src', f))];
  return Math.max(...files.map((f) => statSync(join(floorDir, f)).mtimeMs));
}

function buildFloor() {
  const bundle = join(floorDir, 'dist/main.js');
  if (existsSync(bundle) && statSync(bundle).mtimeMs > newestSource()) return;
  execFileSync(process.execPath, [join(repoRoot, 'node_modules/webpack/bin/webpack.js'), '--config', join(floorDir, 'webpack.config.js')], {
    cwd: floorDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The floor as a static server sends it: every file gzip, index.html for any route. */
function serveFloor() {
  const dist = join(floorDir, 'dist');
  const server = http.createServer((req, res) => {
    let file = join(dist, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = join(dist, 'index.html');
    res.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
    res.setHeader('content-encoding', 'gzip');
    res.end(gzipSync(readFileSync(file)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Throttles a page to the profile and counts what arrives, per request, as sent on the wire. */
async function instrument(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downKbps * 1000) / 8,
    uploadThroughput: (PROFILE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, {
      type: e.type,
      path: new URL(e.response.url).pathname,
      fromCache: e.response.fromDiskCache || e.response.fromPrefetchCache,
      bytes: 0,
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) request.bytes = e.encodedDataLength;
  });
  return {
    reset: () => requests.clear(),
    bytes(filter = () => true) {
      const all = [...requests.values()].filter(filter);
      return all.reduce((n, r) => n + r.bytes, 0);
    },
  };
}

const observeVitals = () => {
  window.__vitals = { lcp: 0, cls: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** One load of /login: paint, shift and bytes. */
async function loadLogin(page, wire, base) {
  wire.reset();
  const started = Date.now();
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.locator('input[type=password]').first().waitFor({ timeout: 60_000 });
  const formVisibleMs = Date.now() - started;
  await page.waitForTimeout(300);
  const vitals = await page.evaluate(() => window.__vitals);
  return {
    lcpMs: Math.round(vitals.lcp),
    formVisibleMs,
    cls: Number(vitals.cls.toFixed(4)),
    jsKB: wire.bytes((r) => r.type === 'Script') / 1024,
    wireKB: wire.bytes() / 1024,
  };
}

async function loginVisits(browser, base) {
  const context = await browser.newContext({ locale: 'it-IT' });
  await context.addInitScript(observeVitals);
  const page = await context.newPage();
  const wire = await instrument(context, page);
  const first = await loadLogin(page, wire, base);
  const returning = await loadLogin(page, wire, base);
  await context.close();
  return { first, returning };
}

/** The area is there when its root shows text and nothing in it is still loading. */
async function waitForArea(page, remote) {
  const root = page.locator(`[data-remote="${remote}"]`);
  await root.waitFor({ state: 'visible', timeout: 60_000 });
  await page.waitForFunction(
    (name) => {
      const el = document.querySelector(`[data-remote="${name}"]`);
      return !!el && !el.querySelector('[aria-busy="true"], .chakra-spinner') && (el.textContent ?? '').trim().length > 0;
    },
    remote,
    { timeout: 60_000, polling: 'raf' },
  );
}

async function submitOnce(page, base, persona, remote) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel(/e-?mail/i).fill(`${persona}@demo.skillup.test`);
  await page.getByLabel(/password/i).fill(DEMO_PASSWORD);
  const button = page.getByRole('button', { name: /accedi|login|entra/i });
  await button.waitFor();
  const started = Date.now();
  await button.click();
  await waitForArea(page, remote);
  return Date.now() - started;
}

/** From "Accedi" to the theme's first area, on a fresh browser and then with its cache warm. */
async function submitToArea(browser, base, { persona, remote }) {
  const context = await browser.newContext({ locale: 'it-IT' });
  const page = await context.newPage();
  await instrument(context, page);
  const firstMs = await submitOnce(page, base, persona, remote);
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
  const returningMs = await submitOnce(page, base, persona, remote);
  await context.close();
  return { firstMs, returningMs };
}

async function signInByApi(context, base, persona) {
  const res = await context.request.post(`${base}/api/auth/login`, {
    data: { username: `${persona}@demo.skillup.test`, password: DEMO_PASSWORD, timezone: 'Europe/Rome' },
    headers: { origin: base },
  });
  const [campaign] = (await res.json()).campaigns;
  await context.request.post(`${base}/api/usercampaign/${campaign.id}`, {
    data: { lang: campaign.user.lang ?? campaign.languages[0].lang },
    headers: { origin: base },
  });
}

/** A remote's own files on the wire for its first area load (no throttling needed for bytes). */
async function remoteBytes(browser, base, { remote, persona, path }) {
  const context = await browser.newContext({ locale: 'it-IT' });
  await signInByApi(context, base, persona);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map();
  cdp.on('Network.responseReceived', (e) => seen.set(e.requestId, { path: new URL(e.response.url).pathname, type: e.type, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const entry = seen.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  await page.goto(`${base}${path}`);
  await page.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await context.close();
  const own = [...seen.values()].filter((e) => e.path.startsWith(`/remotes/${remote}/`));
  const sum = (list) => Math.round((list.reduce((n, e) => n + e.bytes, 0) / 1024) * 10) / 10;
  return { remote, route: path, ownKB: sum(own), ownJsKB: sum(own.filter((e) => e.type === 'Script')), files: own.length };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (n) => Math.round(n * 10) / 10;
const summarise = (runs, key) => Object.fromEntries(Object.keys(runs[0][key]).map((k) => [k, round(median(runs.map((r) => r[key][k])))]));

ensureChromium();
buildFloor();
const floor = await serveFloor();
const floorUrl = `http://127.0.0.1:${floor.address().port}`;
const app = process.env.BENCH_APP_URL ? { url: process.env.BENCH_APP_URL, stop: async () => undefined } : await startAppServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
try {
  const loginRuns = { floor: [], app: [] };
  for (let i = 0; i < RUNS; i++) {
    loginRuns.floor.push(await loginVisits(browser, floorUrl));
    loginRuns.app.push(await loginVisits(browser, app.url));
  }
  const login = {
    floor: { first: summarise(loginRuns.floor, 'first'), returning: summarise(loginRuns.floor, 'returning') },
    app: { first: summarise(loginRuns.app, 'first'), returning: summarise(loginRuns.app, 'returning') },
  };
  const ratio = (a, b) => (b > 0 ? Number((a / b).toFixed(2)) : null);
  login.ratioFirstVisit = { lcp: ratio(login.app.first.lcpMs, login.floor.first.lcpMs), js: ratio(login.app.first.jsKB, login.floor.first.jsKB) };

  const submit = [];
  for (const theme of LOGIN_ONLY ? [] : THEMES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await submitToArea(browser, app.url, theme));
    submit.push({
      theme: theme.theme,
      remote: theme.remote,
      firstMs: median(runs.map((r) => r.firstMs)),
      returningMs: median(runs.map((r) => r.returningMs)),
    });
  }

  const remotes = [];
  for (const area of LOGIN_ONLY ? [] : REMOTE_AREAS) remotes.push(await remoteBytes(browser, app.url, area));

  const results = {
    measuredAt: new Date().toISOString(),
    app: process.env.BENCH_APP_URL ?? 'built app started by the benchmark',
    profile: { ...PROFILE, viewport: '1280x720', browser: 'Chromium (Debian), headless', runs: RUNS, statistic: 'median' },
    login,
    submitToFirstArea: submit,
    remotes,
  };

  console.log(
    `\nProfile: ${PROFILE.latencyMs} ms RTT, ${PROFILE.downKbps / 1000} Mbit/s down, ${PROFILE.upKbps} kbit/s up, ${PROFILE.cpuSlowdown}x CPU; median of ${RUNS}\n`,
  );
  console.log('/login                 LCP ms   form ms   JS KB   wire KB    CLS');
  for (const who of ['floor', 'app']) {
    for (const visit of ['first', 'returning']) {
      const m = login[who][visit];
      console.log(
        `${`${who} ${visit}`.padEnd(20)} ${String(m.lcpMs).padStart(8)} ${String(m.formVisibleMs).padStart(9)} ${String(m.jsKB).padStart(7)} ${String(m.wireKB).padStart(9)} ${String(m.cls).padStart(6)}`,
      );
    }
  }
  console.log(`app / floor, first visit: LCP ${login.ratioFirstVisit.lcp}x, JS ${login.ratioFirstVisit.js}x\n`);
  console.log('submit → first area     first ms   returning ms');
  for (const s of submit) console.log(`${s.theme.padEnd(22)} ${String(s.firstMs).padStart(9)} ${String(s.returningMs).padStart(14)}`);
  console.log('\nremote (own files)      KB on wire   JS KB   files');
  for (const r of remotes)
    console.log(
      `${`${r.remote} ${r.route}`.padEnd(22)} ${String(r.ownKB).padStart(11)} ${String(r.ownJsKB).padStart(7)} ${String(r.files).padStart(7)}`,
    );

  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = LOGIN_ONLY ? 'web-login.json' : 'web.json';
  writeFileSync(join(outDir, file), JSON.stringify(results, null, 2) + '\n');
  console.log(`\nwritten to bench/results/${file}`);
} finally {
  await browser.close();
  await app.stop();
  floor.close();
}
