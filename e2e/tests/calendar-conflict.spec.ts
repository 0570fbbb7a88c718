import { expect, test as base, expectAccessible, type Page } from '../support/test';
import { agendaDay, openAgenda } from '../support/agenda';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/calendar.md, "Saving": giulia has her Agenda open in two tabs and moves the same
 * activity in each. The second tab's change was made over a version that is no longer the
 * stored one: the server refuses it (409), and that tab says so and shows what the first saved.
 * Her agenda changes for good, so the spec has a server of its own.
 */
const test = base.extend<object, { calendarConflictApp: AppServer }>({
  calendarConflictApp: ownServer(),
  baseURL: async ({ calendarConflictApp }, use) => use(calendarConflictApp.url),
});

async function moveInBasket(page: Page, to: string) {
  await agendaDay(page, /^martedì 1 dicembre 2026/).click();
  await page.getByRole('complementary').getByRole('button', { name: 'Sposta' }).click();
  const saved = page.waitForResponse((r) => r.url().includes('/storage') && r.request().method() === 'PATCH');
  await page.getByRole('grid').nth(1).getByRole('gridcell', { name: to }).click();
  return (await saved).status();
}

test('a change made in a tab whose Agenda another tab has changed is refused, said, and replaced by what is stored', async ({ page }) => {
  await openAgenda(page, { closeIntro: true });
  const other = await page.context().newPage();
  await other.goto('/');
  await expect(agendaDay(other, 'martedì 1 dicembre 2026, In-Basket')).toBeVisible();

  expect(await moveInBasket(other, 'mercoledì 9 dicembre 2026')).toBe(200);
  await expect(agendaDay(other, 'mercoledì 9 dicembre 2026, In-Basket')).toBeVisible();

  // The first tab still shows the agenda as it was, and its change is made over that version.
  await expect(agendaDay(page, 'martedì 1 dicembre 2026, In-Basket')).toBeVisible();
  expect(await moveInBasket(page, 'giovedì 10 dicembre 2026')).toBe(409);
  await expect(page.getByRole('alert').filter({ hasText: "Oops c'è stato un errore nel salvataggio dei dati" })).toBeVisible();
  // What the other tab saved, read again; nothing of the refused change is left on screen.
  await expect(agendaDay(page, 'mercoledì 9 dicembre 2026, In-Basket')).toBeVisible();
  await expect(agendaDay(page, /^martedì 1 dicembre 2026$/)).toBeVisible();
  await expect(agendaDay(page, /^giovedì 10 dicembre 2026, In-Basket/)).toHaveCount(0);
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('alert').filter({ hasText: "Oops c'è stato un errore nel salvataggio dei dati" })).toBeVisible();
  // The page lays itself out again after the resize: its width is read until it has.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);

  // Nothing of the refusal stays queued: a reload shows the stored agenda and no error.
  await page.reload();
  await expect(agendaDay(page, 'mercoledì 9 dicembre 2026, In-Basket')).toBeVisible();
  await expect(page.getByText("Oops c'è stato un errore nel salvataggio dei dati")).toHaveCount(0);
});
