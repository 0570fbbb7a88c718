import { expect, test as base, type Page } from '../support/test';
import { login, persona } from '../support/app';
import type { AppServer } from '../support/freshApp';
import { startOidcProvider } from '../support/oidcProvider';

const CLIENT = { id: 'skillup-e2e', secret: 'e2e-client-secret' };
/** The demo company, the first a fresh install seeds (docs/demo.md). */
const DEMO_COMPANY = 1;

/*
 * docs/behaviour.md §2.17: someone who signs in through their company's provider has no password
 * of ours to change, on that session or on any other. A server of its own, with the demo company
 * signing in through a real OpenID Connect provider started beside it.
 */
const test = base.extend<object, { ssoApp: AppServer }>({
  ssoApp: [
    async ({}, use) => {
      const { freePort, startAppServer } = await import('../../scripts/app-server.mjs');
      const port = await freePort();
      const provider = await startOidcProvider(await freePort(), {
        ...CLIENT,
        redirectUris: [`http://127.0.0.1:${port}/api/v2/auth/sso/demo/callback`],
      });
      const providers = [{ slug: 'demo', companyId: DEMO_COMPANY, issuer: provider.issuer, clientId: CLIENT.id, clientSecret: CLIENT.secret }];
      const app = await startAppServer({ port, env: { SSO_PROVIDERS: JSON.stringify(providers) } });
      await use(app);
      await app.stop();
      await provider.stop();
    },
    { scope: 'worker', timeout: Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 60_000) + 90_000 },
  ],
  baseURL: async ({ ssoApp }, use) => use(ssoApp.url),
});

/** Through the provider's own sign-in and consent pages, back to the app. */
async function signInThroughProvider(page: Page, email: string) {
  await page.goto('/sso/demo');
  await page.locator('input[name=login]').fill(email);
  await page.locator('input[name=password]').fill('any password');
  await page.locator('button[type=submit]').click();
  const consent = page.locator('button[type=submit]', { hasText: 'Continue' });
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/(?!sso)/);
}

async function passwordSection(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Password' })).toBeVisible();
}

test('giulia signs in through her company once: the account page offers no password to change there, nor in a session opened by password', async ({
  page,
  browser,
  ssoApp,
}) => {
  await signInThroughProvider(page, persona('giulia.verdi'));
  await passwordSection(page);
  await expect(page.getByText("Accedi con l'account della tua azienda: la password la gestisce la tua azienda.")).toBeVisible();
  await expect(page.getByLabel('Password attuale')).toHaveCount(0);

  // Her own password still opens the app, and there too the password is her company's.
  const byPassword = await (await browser.newContext({ baseURL: ssoApp.url })).newPage();
  await login(byPassword, persona('giulia.verdi'));
  await expect(byPassword).toHaveURL(/\/$/);
  await passwordSection(byPassword);
  await expect(byPassword.getByText("Accedi con l'account della tua azienda: la password la gestisce la tua azienda.")).toBeVisible();
  await expect(byPassword.getByLabel('Password attuale')).toHaveCount(0);
});
