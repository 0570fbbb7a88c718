import { expect, test as base } from '../support/test';
import { agendaDay, openAgenda } from '../support/agenda';
import { openConsole } from '../support/admin';
import { tabTo } from '../support/keyboard';
import { expectNoSidewaysScroll } from '../support/layout';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/admin.md and docs/areas/calendar.md, "Days off": the demo company follows Italy's
 * public holidays; its admin works one and adds a closing day, and giulia's Agenda follows at
 * once. The company's days change for good, so the spec has a server of its own.
 */
const test = base.extend<object, { daysOffApp: AppServer }>({
  daysOffApp: ownServer(),
  baseURL: async ({ daysOffApp }, use) => use(daysOffApp.url),
});

test("the admin works 8 December and adds a closing day on the 9th; giulia's Agenda moves around them", async ({
  page,
  browser,
  daysOffApp,
  axe,
}) => {
  const hr = await openConsole(page, { width: 1280, height: 900 });
  await hr.getByRole('navigation', { name: 'Amministrazione' }).getByRole('link', { name: 'Giorni non lavorativi' }).click();
  await expect(page).toHaveURL(/\/admin\/days-off$/);
  await page.goto('/admin/days-off?year=2026');
  const table = hr.getByRole('table', { name: 'Giorni non lavorativi del 2026' });
  const immacolata = table.getByRole('row', { name: /martedì 8 dicembre 2026/ });
  await expect(immacolata).toContainText('Immacolata Concezione');
  await expect(immacolata).toContainText('Non lavorativo');
  await expect(hr.getByRole('combobox', { name: 'Festività nazionali di' })).toHaveValue('IT');

  // With the keyboard alone: the holiday becomes a working day.
  await tabTo(page, immacolata.getByRole('button', { name: 'Rendi lavorativo: martedì 8 dicembre 2026' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(immacolata.getByRole('cell', { name: 'Lavorativo', exact: true })).toBeVisible();

  // A closing day needs its name: sent without, the name's field says so and takes the focus.
  const form = hr.locator('form');
  await form.getByLabel('Giorno').fill('2026-12-09');
  await form.getByRole('button', { name: 'Aggiungi' }).click();
  await expect(form.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await expect(form.getByText('Scrivi il nome del giorno')).toBeVisible();
  await axe.check();
  await page.keyboard.type('Inventario');
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText('Inventario aggiunto: mercoledì 9 dicembre 2026');
  await expect(table.getByRole('row', { name: /mercoledì 9 dicembre 2026/ })).toContainText("Aggiunto dall'azienda");
  await expectNoSidewaysScroll(page, 'the days off');
  await axe.check();

  const giulia = axe.watch(await (await browser.newContext({ baseURL: daysOffApp.url })).newPage());
  await openAgenda(giulia, { closeIntro: true });
  await expect(agendaDay(giulia, 'mercoledì 9 dicembre 2026, Chiuso')).toBeVisible();
  await expect(agendaDay(giulia, /^martedì 8 dicembre 2026$/)).toBeVisible();
  await expect(agendaDay(giulia, 'venerdì 25 dicembre 2026, Chiuso')).toBeVisible();

  await agendaDay(giulia, /^martedì 1 dicembre 2026/).click();
  await giulia.getByRole('complementary').getByRole('button', { name: 'Sposta' }).click();
  const picker = giulia.getByRole('grid').nth(1);
  await picker.getByRole('gridcell', { name: 'mercoledì 9 dicembre 2026' }).focus();
  await giulia.keyboard.press('Enter');
  await expect(giulia.getByRole('alert')).toHaveText("Non si può scegliere un giorno non lavorativo dell'azienda");

  const saved = giulia.waitForResponse((r) => r.url().includes('/storage') && r.request().method() === 'PATCH');
  await picker.getByRole('gridcell', { name: 'martedì 8 dicembre 2026' }).click();
  expect((await saved).status()).toBe(200);
  // The In-Basket's dependants follow on the next working days: the 9th is skipped.
  await expect(agendaDay(giulia, 'martedì 8 dicembre 2026, In-Basket')).toBeVisible();
  await expect(agendaDay(giulia, 'giovedì 10 dicembre 2026, Colloquio di feedback')).toBeVisible();
  await expect(agendaDay(giulia, 'venerdì 11 dicembre 2026, Ragionamento numerico')).toBeVisible();
});
