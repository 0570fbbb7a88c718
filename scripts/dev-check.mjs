// `npm run dev:check -- <remote>`: proves `npm run dev` end to end. Starts it, signs in through
// the host's dev server in Chromium, sees the area rendered by the dev build of the remote
// (its `-dev` version), checks that the build carries source maps, then changes a source file
// of the remote and sees the page reload by itself. Slow (two development builds and a server
// start), so it is not part of `npm test`.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from './app-server.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { parseDevArgs } from './dev/args.mjs';

/** Who sees each area, and where (README, "Demo accounts"). */
const VISITS = {
  report: { persona: 'luca.ferri', path: '/report' },
  taskroom: { persona: 'luca.ferri', path: '/' },
  360: { persona: 'luca.ferri', path: '/skillup-360' },
  calendar: { persona: 'giulia.verdi', path: '/' },
  challenge: { persona: 'paolo.neri', path: '/' },
};
const PASSWORD = 'Skillup-2026';
const START_TIMEOUT_MS = Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 600_000);

const args = process.argv.slice(2);
const { remote, port, remotePort } = parseDevArgs(args, process.env);
const version = `${JSON.parse(readFileSync(join(repoRoot, `remote-${remote}`, 'package.json'), 'utf8')).version}-dev`;
const origin = `http://localhost:${port}`;
const visit = VISITS[remote];

function check(ok, what) {
  if (!ok) throw new Error(`✗ ${what}`);
  console.log(`✓ ${what}`);
}

const dev = spawn(process.execPath, [join(repoRoot, 'scripts/dev.mjs'), ...args], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
dev.stdout.on('data', (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});

async function waitFor(what, test, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (dev.exitCode !== null) throw new Error(`npm run dev exited with ${dev.exitCode}`);
    if (await test().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} within ${timeoutMs} ms`);
}

const appFile = join(repoRoot, `remote-${remote}`, 'src', 'App.tsx');
const appSource = readFileSync(appFile, 'utf8');
let browser;
try {
  await waitFor('npm run dev did not say where to go', async () => output.includes(`open ${origin}`), START_TIMEOUT_MS);
  // The dev middleware answers once the first build is done.
  await waitFor('the host dev server did not answer', async () => (await fetch(`${origin}/login`)).ok, START_TIMEOUT_MS);

  const entry = await fetch(`http://localhost:${remotePort}/remoteEntry.js`).then((res) => res.text());
  check(entry.includes('sourceMappingURL=data:application/json'), 'the remote is built with source maps');

  ensureChromium();
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ locale: 'it-IT' });
  page.setDefaultTimeout(120_000);
  await page.goto(`${origin}/login`);
  await page.getByLabel(/e-?mail/i).fill(`${visit.persona}@demo.skillup.test`);
  await page.getByLabel(/password/i).fill(PASSWORD);
  await page.getByRole('button', { name: /accedi|login|entra/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${origin}${visit.path}`);
  const area = page.locator(`[data-remote="${remote}"][data-remote-version="${version}"]`);
  await area.waitFor({ state: 'visible' });
  check((await area.innerText()).trim().length > 0, `${visit.persona} sees the ${remote} area of the dev build ${version} at ${origin}${visit.path}`);

  // A change the build sees (the maps carry the source): the page must reload on its own.
  const reloaded = page.waitForEvent('load', { timeout: 180_000 });
  writeFileSync(appFile, `${appSource}\n`);
  await reloaded;
  await area.waitFor({ state: 'visible' });
  check(true, `a change to remote-${remote}/src/App.tsx reloads the page, and the dev area renders again`);
} finally {
  writeFileSync(appFile, appSource);
  await browser?.close();
  // npm run dev and the servers it started, as a group.
  try {
    process.kill(-dev.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
