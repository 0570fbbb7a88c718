import { expect, test as base, expectAccessible } from '../support/test';
import { expectArea } from '../support/app';
import { agendaDay, openAgenda } from '../support/agenda';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/calendar.md: what giulia's Agenda says about itself and about an activity she has
 * just finished. Her progress changes for good, so the spec has a server of its own.
 */
const test = base.extend<object, { calendarStateApp: AppServer }>({
  calendarStateApp: ownServer(),
  baseURL: async ({ calendarStateApp }, use) => use(calendarStateApp.url),
});
test.describe.configure({ mode: 'serial' });

test('the Agenda is titled once, and the selected day is written as Italian writes it', async ({ page }) => {
  const calendar = await openAgenda(page, { closeIntro: true });
  await expect(page.getByRole('heading', { name: 'Agenda', exact: true })).toHaveCount(1);
  await expect(calendar.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // What is read on screen, after CSS: no capital on the weekday or the month.
  await expect(page.getByText(/^Giorno selezionato:/)).toHaveText('Giorno selezionato: martedì 1 dicembre 2026', { useInnerText: true });
  await agendaDay(page, /^venerdì 4 dicembre 2026/).click();
  await expect(page.getByText(/^Giorno selezionato:/)).toHaveText('Giorno selezionato: venerdì 4 dicembre 2026', { useInnerText: true });
  await expectAccessible(page);
});

test('an activity finished from the Agenda shows complete on coming back, and Completato! says so', async ({ page }) => {
  await openAgenda(page, { closeIntro: true });
  await agendaDay(page, /^venerdì 4 dicembre 2026/).click();
  const details = page.getByRole('complementary');
  await details.getByRole('button', { name: "Inizia l'attività" }).click();
  await page.getByRole('dialog', { name: 'Messaggio della tua assistente' }).getByRole('button', { name: 'Inizia attività' }).click();
  await expect(page).toHaveURL(/\/test$/);
  const frame = page.frameLocator('iframe[title="Caso aziendale"]');
  await expect(frame.getByRole('heading').first()).toBeVisible();
  for (let scenario = 1; scenario <= 4; scenario += 1) {
    await frame.getByRole('radio').first().check();
    if (scenario < 4) await frame.getByRole('button', { name: 'Avanti' }).click();
  }
  await frame.getByRole('button', { name: 'Concludi' }).click();
  await page.getByRole('alertdialog', { name: "Vuoi concludere l'attività?" }).getByRole('button', { name: 'Sì' }).click();
  await expect(frame.getByRole('heading', { name: 'Attività completata' })).toBeVisible();
  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'calendar');

  // At once, without waiting for the list of tests to be read again.
  const done = page.getByRole('dialog', { name: 'Completato!' });
  await expect(done).toBeVisible();
  await expect(done.getByText("Hai completato un'altra attività della tua Agenda.")).toBeVisible();
  await expectAccessible(page);
  await done.getByRole('button', { name: 'Fine' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await agendaDay(page, /^venerdì 4 dicembre 2026/).click();
  await expect(details.getByText('Attività completata')).toBeVisible();
  await expect(details.getByRole('button', { name: "Inizia l'attività" })).toBeDisabled();
  await expect(details.getByRole('button', { name: 'Sposta' })).toBeDisabled();
});
