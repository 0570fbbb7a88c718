import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

const run = promisify(execFile);

/** Every demo password (DEMO.md). */
export const DEMO_PASSWORD = 'Skillup-2026';

export const persona = (name: string) => `${name}@demo.skillup.test`;

export async function login(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /accedi|login|entra/i }).click();
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

/** The operations CLI against the server the tests run on. */
export async function remotesCli(...args: string[]) {
  const env = { ...process.env, ...JSON.parse(process.env.SKILLUP_E2E_ENV ?? '{}') };
  return run(process.execPath, [process.env.SKILLUP_E2E_CLI ?? '', ...args], { env });
}
