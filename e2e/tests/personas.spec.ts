import { expect, test, type Page } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/** The names of the campaign cards on /select-campaign. */
async function campaignButtons(page: Page) {
  await expect(page.getByRole('heading', { name: 'Le tue campagne' })).toBeVisible();
  return page.getByRole('button', { name: /^Entra in / });
}

test('anna has not accepted privacy: /privacy with the notice, Confirm only once ticked', async ({ page }) => {
  await login(page, persona('anna.rossi'));
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { name: 'Informativa sulla privacy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Conferma' })).toBeDisabled();
  // Without consent the areas stay closed.
  await page.goto('/');
  await expect(page).toHaveURL(/\/privacy$/);
});

test('anna closes the privacy page: logged out, back to login', async ({ page }) => {
  await login(page, persona('anna.rossi'));
  await expect(page).toHaveURL(/\/privacy$/);
  await page.getByRole('button', { name: 'Chiudi e torna al login' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('marco chooses among three campaigns; Leadership Assessment asks the language in a dismissible modal', async ({ page }) => {
  await login(page, persona('marco.bianchi'));
  await expect(page).toHaveURL(/\/select-campaign$/);
  await expect(await campaignButtons(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Entra in Leadership Assessment 2026' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Attenzione: la lingua scelta non potrà essere modificata in seguito.')).toBeVisible();
  for (const lang of ['Italiano', 'English', 'Español']) await expect(dialog.getByText(lang)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CONFERMA E INIZIA' })).toBeVisible();
  // Several campaigns: the choice may be left for another.
  await dialog.getByRole('button', { name: 'Chiudi' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/select-campaign$/);
});

test('admin enters the Agenda from the list, and may change campaign from the header', async ({ page }) => {
  await login(page, 'admin@demo.skillup.test');
  // Staff land on their own area (e2e/tests/declared-areas.spec.ts); the campaigns stay a page away.
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/select-campaign');
  await page.getByRole('button', { name: 'Entra in Agenda' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'calendar');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Cambia campagna' }).click();
  await expect(page).toHaveURL(/\/select-campaign$/);
});

test('giulia lands on the Agenda', async ({ page }) => {
  await login(page, persona('giulia.verdi'));
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'calendar');
});

test('paolo lands on the individual challenge', async ({ page }) => {
  await login(page, persona('paolo.neri'));
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'challenge');
});

test('luca lands on / in the Task Room', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
});

test('sara, assessor, lands in the Task Room', async ({ page }) => {
  await login(page, persona('sara.conti'));
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
});

test('admin chooses among every campaign of the demo company', async ({ page }) => {
  await login(page, 'admin@demo.skillup.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/select-campaign');
  const listed: unknown[] = await (await page.request.get('/api/usercampaign/list')).json();
  expect(listed.length).toBeGreaterThanOrEqual(3);
  await expect(await campaignButtons(page)).toHaveCount(listed.length);
  for (const name of ['Leadership Assessment 2026', 'Agenda', 'Individual Challenge']) {
    await expect(page.getByRole('button', { name: `Entra in ${name}` })).toBeVisible();
  }
});

/*
 * A server of this spec's own: another spec's server would carry its changes (the account spec
 * sets marco's language to English) into these tests when a worker runs both.
 */
const ownTest = test.extend<object, { personasApp: AppServer }>({
  personasApp: ownServer(),
  baseURL: async ({ personasApp }, use) => use(personasApp.url),
});

ownTest.describe('choices that stay (own server)', () => {
  ownTest('anna accepts privacy and reaches the Task Room; the next login goes straight there', async ({ page }) => {
    await login(page, persona('anna.rossi'));
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('region', { name: "Testo dell'informativa" })).toBeVisible();
    await page.getByText("Ho letto l'informativa").click();
    await page.getByRole('button', { name: 'Conferma' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectArea(page, 'taskroom');

    await page.context().clearCookies();
    await login(page, persona('anna.rossi'));
    await expect(page).toHaveURL(/\/$/);
    await expectArea(page, 'taskroom');
  });

  ownTest('marco picks English for the Leadership Assessment and works in it', async ({ page }) => {
    await login(page, persona('marco.bianchi'));
    await page.getByRole('button', { name: 'Entra in Leadership Assessment 2026' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('English').click();
    await dialog.getByRole('button', { name: 'CONFERMA E INIZIA' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectArea(page, 'taskroom');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});
