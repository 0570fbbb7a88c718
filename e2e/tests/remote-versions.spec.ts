import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { expectArea, remotesCli, signedIn } from '../support/app';
import { repoRoot } from '../support/repo-root';
import { TASKROOM_CANDIDATE } from '../support/global-setup';

// These tests switch the registry that every page load reads: one after the other.
test.describe.configure({ mode: 'serial' });

const candidateDir = () => join(process.env.SKILLUP_E2E_STORE ?? '', 'taskroom', TASKROOM_CANDIDATE);
const hideCandidateFiles = () => renameSync(candidateDir(), `${candidateDir()}.hidden`);
const restoreCandidateFiles = () => renameSync(`${candidateDir()}.hidden`, candidateDir());
/** The @skillup/shared this host provides, and the next major: another major than the host's, whatever it is. */
const sharedVersion: string = JSON.parse(readFileSync(join(repoRoot, 'shared/package.json'), 'utf8')).version;
const nextSharedMajor = `${Number(sharedVersion.split('.')[0]) + 1}.0.0`;

test('two campaigns pinned to two versions of the Task Room each load their own', async ({ browser }) => {
  const luca = await signedIn(browser, 'luca.ferri');
  const davide = await signedIn(browser, 'davide.moretti');
  expect(luca.campaignId).not.toBe(davide.campaignId);

  await remotesCli('pin', 'taskroom', TASKROOM_CANDIDATE, '--campaign', String(luca.campaignId));
  await remotesCli('pin', 'taskroom', '1.0.0', '--campaign', String(davide.campaignId));

  const lucaScripts: string[] = [];
  luca.page.on('request', (r) => lucaScripts.push(new URL(r.url()).pathname));
  await luca.page.reload();
  await davide.page.reload();
  await expectArea(luca.page, 'taskroom', TASKROOM_CANDIDATE);
  await expectArea(davide.page, 'taskroom', '1.0.0');
  expect(lucaScripts.some((p) => p.startsWith(`/remotes/taskroom/${TASKROOM_CANDIDATE}/`))).toBe(true);
  expect(lucaScripts.some((p) => p.startsWith('/remotes/taskroom/1.0.0/'))).toBe(false);

  const { stdout } = await remotesCli('list');
  expect(stdout).toContain(TASKROOM_CANDIDATE);
  expect(stdout).toMatch(new RegExp(`campaign ${luca.campaignId}\\b.*${TASKROOM_CANDIDATE.replace(/\./g, '\\.')}`));

  await remotesCli('unpin', 'taskroom', '--campaign', String(davide.campaignId));
  // A pin changed while the page is open applies on its next load, with no rebuild or restart.
  await remotesCli('unpin', 'taskroom', '--campaign', String(luca.campaignId));
  await luca.page.reload();
  await expectArea(luca.page, 'taskroom', '1.0.0');
});

test('a pinned version whose files are missing falls back to the default and is logged', async ({ browser }) => {
  const luca = await signedIn(browser, 'luca.ferri');
  await remotesCli('pin', 'taskroom', TASKROOM_CANDIDATE, '--campaign', String(luca.campaignId));
  hideCandidateFiles();
  try {
    const fallbackLog = luca.page.waitForRequest(
      (r) => r.url().endsWith('/api/logs') && r.method() === 'POST' && (r.postData() ?? '').includes('remote-fallback'),
    );
    await luca.page.reload();
    const taskroom = await expectArea(luca.page, 'taskroom', '1.0.0');
    await expect(taskroom.getByText('Buongiorno, Luca.')).toBeVisible();
    const logged = JSON.parse(JSON.parse((await fallbackLog).postData() ?? '{}').data);
    expect(logged).toMatchObject({ remote: 'taskroom', failedVersion: TASKROOM_CANDIDATE, fallbackVersion: '1.0.0' });
  } finally {
    restoreCandidateFiles();
    await remotesCli('unpin', 'taskroom', '--campaign', String(luca.campaignId));
  }
});

test('when the default fails too, a clear error screen offers a retry that recovers', async ({ browser }) => {
  const luca = await signedIn(browser, 'luca.ferri');
  await remotesCli('default', 'taskroom', TASKROOM_CANDIDATE);
  hideCandidateFiles();
  try {
    await luca.page.reload();
    const retry = luca.page.getByRole('button', { name: /riprova|retry/i });
    await expect(retry).toBeVisible();
    await expect(luca.page.locator('[data-remote="taskroom"]')).toHaveCount(0);

    await remotesCli('default', 'taskroom', '1.0.0');
    await retry.click();
    await expectArea(luca.page, 'taskroom', '1.0.0');
  } finally {
    restoreCandidateFiles();
    await remotesCli('default', 'taskroom', '1.0.0');
  }
});

test('a version built against another major of @skillup/shared is never started: the default is loaded instead', async ({ browser }) => {
  test.setTimeout(180_000);
  // A real build of the Task Room, made against the next major of shared than the one this host provides.
  const variant = `1.0.2-e2e-shared${nextSharedMajor.split('.')[0]}`;
  const dist = join(repoRoot, 'remote-taskroom/dist', variant);
  execFileSync('npm', ['run', 'build', '-w', 'remote-taskroom', '--', '--env', `version=${variant}`, '--env', `sharedVersion=${nextSharedMajor}`], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  try {
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
    expect(manifest.shared.find((shared: { name: string }) => shared.name === '@skillup/shared').requiredVersion).toBe(`^${nextSharedMajor}`);
    await remotesCli('publish', 'taskroom', '--version', variant);
  } finally {
    rmSync(dist, { recursive: true, force: true });
  }

  const luca = await signedIn(browser, 'luca.ferri');
  await remotesCli('pin', 'taskroom', variant, '--campaign', String(luca.campaignId));
  try {
    const scripts: string[] = [];
    luca.page.on('request', (r) => scripts.push(new URL(r.url()).pathname));
    const fallbackLog = luca.page.waitForRequest((r) => r.url().endsWith('/api/logs') && r.method() === 'POST');
    await luca.page.reload();
    await expectArea(luca.page, 'taskroom', '1.0.0');
    const logged = JSON.parse(JSON.parse((await fallbackLog).postData() ?? '{}').data);
    expect(logged).toMatchObject({ failedVersion: variant, fallbackVersion: '1.0.0' });
    expect(logged.error).toContain(`@skillup/shared ^${nextSharedMajor}`);
    expect(scripts.filter((p) => p.startsWith(`/remotes/taskroom/${variant}/`) && p.endsWith('.js'))).toEqual([]);
  } finally {
    await remotesCli('unpin', 'taskroom', '--campaign', String(luca.campaignId));
  }
});

test('a published entry altered on disk is never sent nor run: the default version is loaded and the failure logged', async ({ browser }) => {
  // The file and the brotli and gzip copies served in its place, altered alike.
  const entry = join(candidateDir(), 'remoteEntry.js');
  const copies = { [entry]: (bytes: Buffer) => bytes, [`${entry}.br`]: brotliCompressSync, [`${entry}.gz`]: gzipSync };
  const originals = Object.fromEntries(Object.keys(copies).map((path) => [path, readFileSync(path)]));
  const tampered = Buffer.concat([Buffer.from('window.__tamperedEntryRan = true;\n'), originals[entry]!]);
  for (const [path, encode] of Object.entries(copies)) writeFileSync(path, encode(tampered));

  const luca = await signedIn(browser, 'luca.ferri');
  await remotesCli('pin', 'taskroom', TASKROOM_CANDIDATE, '--campaign', String(luca.campaignId));
  try {
    const entryServed = luca.page.waitForResponse((r) => new URL(r.url()).pathname === `/remotes/taskroom/${TASKROOM_CANDIDATE}/remoteEntry.js`);
    const fallbackLog = luca.page.waitForRequest(
      (r) => r.url().endsWith('/api/logs') && r.method() === 'POST' && (r.postData() ?? '').includes('remote-fallback'),
    );
    await luca.page.reload();
    // Asked for by its recorded integrity, to be kept, the entry is checked by the server first, which does not send it
    // (the browser, which checks it against the same integrity, would refuse it too).
    const served = await entryServed;
    expect(new URL(served.url()).searchParams.get('integrity')).toMatch(/^sha384-/);
    expect(served.status()).toBe(404);
    const taskroom = await expectArea(luca.page, 'taskroom', '1.0.0');
    await expect(taskroom.getByText('Buongiorno, Luca.')).toBeVisible();
    const logged = JSON.parse(JSON.parse((await fallbackLog).postData() ?? '{}').data);
    expect(logged).toMatchObject({ remote: 'taskroom', failedVersion: TASKROOM_CANDIDATE, fallbackVersion: '1.0.0' });
    expect(await luca.page.evaluate(() => (window as { __tamperedEntryRan?: boolean }).__tamperedEntryRan)).toBeUndefined();
  } finally {
    for (const [path, bytes] of Object.entries(originals)) writeFileSync(path, bytes);
    await remotesCli('unpin', 'taskroom', '--campaign', String(luca.campaignId));
  }
});
