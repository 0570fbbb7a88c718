import { expect, test as base } from '../support/test';
import { openConsole } from '../support/admin';
import { openAgenda } from '../support/agenda';
import { enterLeadershipAsMarco, expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { expectNoSidewaysScroll } from '../support/layout';

/*
 * No screen scrolls sideways on a phone (WCAG 1.4.10): the main screens of each kind of user (the
 * public pages, a participant's campaign list, Task Room, tests, 360 dashboard and questionnaire,
 * the report, the account page, the Agenda, the challenge, and the HR console's campaign pages) are laid out at 375
 * and at 320 px and must be no wider than the screen. The 360 questionnaire's other page types are
 * walked the same way in feedback360.spec.ts, as they are answered. Nothing is answered here, but
 * entering a campaign records its language for marco, which other specs expect him not to have:
 * a server of its own.
 */
const test = base.extend<object, { walkApp: AppServer }>({
  walkApp: ownServer(),
  baseURL: async ({ walkApp }, use) => use(walkApp.url),
});
test.use({ viewport: { width: 375, height: 800 } });

test('public pages: sign-in and the forgotten password', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'login');
  await page.getByRole('link', { name: 'Password dimenticata?' }).click();
  await expect(page).toHaveURL(/\/reset$/);
  await expectNoSidewaysScroll(page, 'reset');
});

test('marco: the campaign list, the Task Room, its tests, the 360 dashboard and a questionnaire page', async ({ page }) => {
  await login(page, persona('marco.bianchi'));
  await expect(page).toHaveURL(/\/select-campaign$/);
  await expectNoSidewaysScroll(page, 'campaign list');
  await page.goto('/login');
  await enterLeadershipAsMarco(page);
  await expectArea(page, 'taskroom');
  await expectNoSidewaysScroll(page, 'Task Room overview');
  await page.goto('/tests');
  await expect(page.getByRole('region', { name: 'Le tue attività' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'tests');
  await page.goto('/skillup-360');
  const dashboard = await expectArea(page, '360');
  await expectNoSidewaysScroll(page, '360 dashboard');
  await dashboard.getByRole('button', { name: /^(Inizia|Continua|Modifica): Anna Rossi$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByText(/^Pagina \d di \d$/)).toBeVisible();
  await expectNoSidewaysScroll(page, '360 questionnaire');
});

test('luca: the overview with every test done, his report and his account', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expectArea(page, 'taskroom');
  await expectNoSidewaysScroll(page, 'Task Room, all done');
  await page.goto('/report');
  const report = await expectArea(page, 'report');
  await expect(report.locator('svg .recharts-polygon').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'report');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo account' })).toBeVisible();
  await expect(page.getByLabel('Password attuale')).toBeVisible();
  await expectNoSidewaysScroll(page, 'account');
});

test("giulia's Agenda and paolo's challenge", async ({ page, browser, baseURL }) => {
  await openAgenda(page);
  await expectNoSidewaysScroll(page, 'Agenda');

  const paolo = await (await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } })).newPage();
  await login(paolo, persona('paolo.neri'));
  await expectArea(paolo, 'challenge');
  await expectNoSidewaysScroll(paolo, 'challenge');
  await paolo.context().close();
});

test("HR: the console's campaigns, a campaign, its people and its progress, and the days off", async ({ page }) => {
  const hr = await openConsole(page, { width: 375, height: 800 });
  await expect(hr.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'console campaigns');
  await hr.getByRole('link', { name: 'Leadership Assessment 2026' }).first().click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+/);
  await expectNoSidewaysScroll(page, 'console campaign');
  const campaign = page.url().match(/\/admin\/campaigns\/(\d+)/)![1];
  for (const section of ['people', 'progress']) {
    await page.goto(`/admin/campaigns/${campaign}/${section}`);
    await expect(hr.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, `console ${section}`);
  }
  await page.goto('/admin/days-off?year=2026');
  await expect(hr.getByRole('table', { name: 'Giorni non lavorativi del 2026' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'console days off');
});
