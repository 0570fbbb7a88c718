// npm run bench:size — what the browser downloads: the login page's first load and each
// remote's first area load (JavaScript bytes raw and gzip -9, requests), in Debian's Chromium
// against the built app. Writes bench/results/size.json.
import { gzipSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot, startAppServer } from '../scripts/app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.mjs';
import { DEMO_PASSWORD, REMOTE_AREAS } from './support/areas.mjs';

const BUDGET = { loginGzipKB: 150, remoteOwnGzipKB: 60 };

/** Records every response of a page load; JavaScript is counted with its body. */
function recorder(page) {
  const entries = [];
  page.on('response', async (res) => {
    const req = res.request();
    const entry = { path: new URL(res.url()).pathname, type: req.resourceType(), bytes: 0, gzip: 0 };
    entries.push(entry);
    if (entry.type !== 'script') return;
    try {
      const body = await res.body();
      entry.bytes = body.length;
      entry.gzip = gzipSync(body, { level: 9 }).length;
    } catch {
      // a redirect or an aborted response has no body to count
    }
  });
  return entries;
}

function summarise(entries, filter = () => true) {
  const scripts = entries.filter((e) => e.type === 'script' && filter(e));
  return {
    requests: entries.filter(filter).length,
    scripts: scripts.length,
    jsBytes: scripts.reduce((n, e) => n + e.bytes, 0),
    jsGzip: scripts.reduce((n, e) => n + e.gzip, 0),
  };
}

async function signIn(context, baseUrl, email) {
  const res = await context.request.post(`${baseUrl}/api/auth/login`, {
    data: { username: email, password: DEMO_PASSWORD, timezone: 'Europe/Rome' },
    headers: { origin: baseUrl },
  });
  const body = await res.json();
  const [campaign] = body.campaigns;
  await context.request.post(`${baseUrl}/api/usercampaign/${campaign.id}`, {
    data: campaign.user.lang ? { lang: campaign.user.lang } : { lang: campaign.languages[0].lang },
    headers: { origin: baseUrl },
  });
}

ensureChromium();
const app = await startAppServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const kb = (n) => (n / 1024).toFixed(1);
try {
  const results = { measuredAt: new Date().toISOString(), budget: BUDGET, login: null, areas: [] };

  const loginContext = await browser.newContext();
  const loginPage = await loginContext.newPage();
  const loginEntries = recorder(loginPage);
  await loginPage.goto(`${app.url}/login`, { waitUntil: 'networkidle' });
  results.login = summarise(loginEntries);
  await loginContext.close();

  for (const { remote, persona, path } of REMOTE_AREAS) {
    const context = await browser.newContext();
    await signIn(context, app.url, `${persona}@demo.skillup.test`);
    const page = await context.newPage();
    const entries = recorder(page);
    await page.goto(`${app.url}${path}`);
    await page.locator(`[data-remote="${remote}"]`).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    results.areas.push({
      remote,
      route: path,
      page: summarise(entries),
      remoteOwn: summarise(entries, (e) => e.path.startsWith(`/remotes/${remote}/`)),
    });
    await context.close();
  }

  console.log('\nJavaScript downloaded (gzip -9)\n');
  console.log('load                     requests  scripts   JS raw KB   JS gzip KB   budget');
  const row = (name, s, budget) =>
    console.log(
      `${name.padEnd(24)} ${String(s.requests).padStart(8)} ${String(s.scripts).padStart(8)} ${kb(s.jsBytes).padStart(11)} ${kb(s.jsGzip).padStart(12)}   ${budget}`,
    );
  row('/login (first load)', results.login, `≤ ${BUDGET.loginGzipKB} KB ${results.login.jsGzip / 1024 <= BUDGET.loginGzipKB ? 'ok' : 'OVER'}`);
  for (const a of results.areas) {
    row(`${a.remote} ${a.route} (page)`, a.page, '');
    row(
      `  ${a.remote} remote's own`,
      a.remoteOwn,
      `≤ ${BUDGET.remoteOwnGzipKB} KB ${a.remoteOwn.jsGzip / 1024 <= BUDGET.remoteOwnGzipKB ? 'ok' : 'OVER'}`,
    );
  }

  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'size.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(`\nwritten to bench/results/size.json`);
} finally {
  await browser.close();
  await app.stop();
}
