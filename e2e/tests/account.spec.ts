import { expect, expectAccessible, test, type Browser, type Page } from '../support/test';
import { DEMO_PASSWORD, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { expectNoSidewaysScroll } from '../support/layout';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const NEW_PASSWORD = 'Altra-Chiave-2026';

/** luca on a second browser, one that says it is Firefox on Windows. */
async function lucaOnFirefox(browser: Browser, baseURL: string, password = DEMO_PASSWORD): Promise<Page> {
  const other = await (await browser.newContext({ baseURL, userAgent: FIREFOX })).newPage();
  await login(other, persona('luca.ferri'), password);
  await expect(other).toHaveURL(/\/$/);
  return other;
}

async function stillSignedIn(page: Page): Promise<boolean> {
  return (await page.request.get('/api/auth/me')).ok();
}

/*
 * A server of this spec's own: it changes luca's password and marco's language for good, which
 * another spec sharing a server would find (the personas spec expects marco in Italian).
 */
const accountTest = test.extend<object, { accountApp: AppServer }>({
  accountApp: ownServer(),
  baseURL: async ({ accountApp }, use) => use(accountApp.url),
});

accountTest.describe('the account page (docs/behaviour.md §2.17)', () => {
  accountTest.use({ viewport: { width: 1280, height: 800 } });

  accountTest('profile, sessions, a refused and an accepted password change, then sign out everywhere', async ({ page, browser, accountApp }) => {
    const firefox = await lucaOnFirefox(browser, accountApp.url);
    await login(page, persona('luca.ferri'));
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Luca Ferri, Account' }).click();
    await page.getByRole('menuitem', { name: 'Il tuo account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page).toHaveTitle(/Il tuo account/);
    await expect(page.getByText(persona('luca.ferri'))).toBeVisible();
    const sessions = page.getByRole('region', { name: 'Dove hai effettuato l’accesso' }).getByRole('listitem');
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: 'Questo dispositivo' })).toHaveCount(1);
    await expect(sessions.filter({ hasText: 'Firefox, Windows' })).not.toContainText('Questo dispositivo');
    await expectAccessible(page);

    await page.getByLabel('Password attuale').fill('Non-E-Lei-1');
    await page.getByLabel('Nuova password').fill(NEW_PASSWORD);
    await page.getByLabel('Conferma la password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambia la password' }).click();
    await expect(page.getByText('La password attuale non è corretta')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Password attuale').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Cambia la password' }).click();
    await expect(page.getByText('Password modificata. È stata chiusa 1 altra sessione.')).toBeVisible();
    await expect(page.getByLabel('Password attuale')).toHaveValue('');
    await expect(sessions).toHaveCount(1);
    expect(await stillSignedIn(firefox)).toBe(false);
    expect(await stillSignedIn(page)).toBe(true);

    // The old password no longer opens the account; the new one does.
    await login(firefox, persona('luca.ferri'));
    await expect(firefox.getByText('Le credenziali sono errate')).toBeVisible();
    await login(firefox, persona('luca.ferri'), NEW_PASSWORD);
    await expect(firefox).toHaveURL(/\/$/);

    await page.reload();
    await expect(sessions).toHaveCount(2);
    await page.getByRole('button', { name: 'Esci ovunque' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stillSignedIn(firefox)).toBe(false);
    await firefox.reload();
    await expect(firefox).toHaveURL(/\/login$/);
    await firefox.context().close();
  });

  accountTest(
    'the own language: kept by the server, in force at once before a campaign is entered, the campaign keeps its own',
    async ({ page, browser, accountApp }) => {
      // marco has three campaigns: signed in, he is on the campaign list, inside none of them.
      await login(page, persona('marco.bianchi'));
      await expect(page).toHaveURL(/\/select-campaign$/);
      await page.getByRole('button', { name: 'Marco Bianchi, Account' }).click();
      await page.getByRole('menuitem', { name: 'Il tuo account' }).click();
      await expect(page.getByText('Nella campagna in corso')).toHaveCount(0);
      await page.getByLabel('La tua lingua').selectOption('en');
      await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible();
      await expect(page.getByText('Language saved')).toBeVisible();
      const me = await (await page.request.get('/api/auth/me')).json();
      expect(me.user.lang).toBe('en');
      await page.reload();
      await expect(page.getByLabel('Your language')).toHaveValue('en');
      await expectAccessible(page);

      // sara works in Italian in her campaign: her own language changes, the campaign's stays.
      const sara = await (await browser.newContext({ baseURL: accountApp.url })).newPage();
      await login(sara, persona('sara.conti'));
      await expect(sara).toHaveURL(/\/$/);
      await sara.goto('/account');
      await expect(sara.getByText("Nella campagna in corso resta la lingua scelta all'ingresso: Italiano.")).toBeVisible();
      await sara.getByLabel('La tua lingua').selectOption('es');
      await expect(sara.getByText('Lingua salvata')).toBeVisible();
      await expect(sara.getByRole('heading', { name: 'Il tuo account', level: 1 })).toBeVisible();
      await sara.context().close();
    },
  );

  accountTest('the HR admin reaches it too, from the console', async ({ page }) => {
    await login(page, persona('admin'));
    await expect(page).toHaveURL(/\/admin/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Il tuo account', level: 1 })).toBeVisible();
    await expect(page.getByText(persona('admin'))).toBeVisible();
  });
});

accountTest.describe('on a phone', () => {
  accountTest.use({ viewport: { width: 375, height: 740 } });

  // paolo's only campaign is in English.
  accountTest('the avatar leads to it, it fits 320 and 375 px, and the keyboard reaches every field', async ({ page }) => {
    await login(page, persona('paolo.neri'));
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Your account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByLabel('Current password')).toBeVisible();
    await expectNoSidewaysScroll(page, 'the account page');
    await expectAccessible(page);

    await page.getByLabel('Current password').focus();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.type(NEW_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Password changed.', { exact: true })).toBeVisible();
  });
});
