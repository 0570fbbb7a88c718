import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Browser, type Page } from '@playwright/test';

const run = promisify(execFile);

/** Every demo password (docs/demo.md). */
export const DEMO_PASSWORD = 'Skillup-2026';

export const persona = (name: string) => `${name}@demo.skillup.test`;

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /accedi|login|entra/i }).click();
}

/**
 * Logs out through the account menu of the desktop header; what follows (the Synchronization
 * dialog, or /login) is the caller's to check.
 */
export async function chooseLogout(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Esci' }).click();
}

/** Enters a campaign from /select-campaign, confirming its language the first time it is asked. */
export async function enterCampaign(page: Page, name: string) {
  await page.getByRole('button', { name: `Entra in ${name}` }).click();
  const confirm = page.getByRole('button', { name: /conferma e inizia/i });
  const asked = await Promise.race([
    confirm.waitFor().then(
      () => true,
      () => false,
    ),
    page.waitForURL(/\/$/).then(
      () => false,
      () => false,
    ),
  ]);
  if (asked) await confirm.click();
  await expect(page).toHaveURL(/\/$/);
}

/** marco.bianchi, who has three campaigns (docs/demo.md), in the Leadership Assessment. */
export async function enterLeadershipAsMarco(page: Page) {
  await login(page, persona('marco.bianchi'));
  await expect(page).toHaveURL(/\/select-campaign$/);
  await enterCampaign(page, 'Leadership Assessment 2026');
}

/** The id of the campaign the signed-in page is working in. */
export async function currentCampaignId(page: Page): Promise<number> {
  const { campaign } = await (await page.request.get('/api/usercampaign')).json();
  return campaign.id;
}

/** A persona signed in on a browser context of its own, landed on `/`. */
export async function signedIn(browser: Browser, name: string): Promise<{ page: Page; campaignId: number }> {
  const page = await (await browser.newContext()).newPage();
  await login(page, persona(name));
  await expect(page).toHaveURL(/\/$/);
  return { page, campaignId: await currentCampaignId(page) };
}

/** The federated area currently shown, and the version of the remote that renders it. */
export function area(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`);
}

export async function expectArea(page: Page, remote: string, version?: string) {
  const root = area(page, remote);
  await expect(root).toBeVisible();
  if (version) await expect(root).toHaveAttribute('data-remote-version', version);
  return root;
}

/**
 * Starts the test `name` from the Task Room on screen, as a participant does: its card shows the
 * start button under the pointer. Waits until the activity's frame shows its first heading.
 */
export async function startFromTaskRoom(page: Page, name: string) {
  await expectArea(page, 'taskroom');
  await page.getByRole('button', { name: new RegExp(`^${name} `) }).hover();
  await page.getByRole('button', { name: `Inizia ${name}` }).click();
  await expect(page.frameLocator(`iframe[title="${name}"]`).getByRole('heading').first()).toBeVisible();
}

/** The operations CLI against the server the tests run on. */
export async function remotesCli(...args: string[]) {
  const env = { ...process.env, ...JSON.parse(process.env.SKILLUP_E2E_ENV ?? '{}') };
  return run(process.execPath, [process.env.SKILLUP_E2E_CLI ?? '', ...args], { env });
}
