import type { AuditResponse } from '@skillup/shared/api/contract';
import { expect, test as base } from '../support/test';
import { openConsole, openLucaInConsole } from '../support/admin';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/*
 * HR reads a participant's report in the console, in the view of the person's own report page
 * (docs/areas/report.md, "Read in the console"): the report remote's view, loaded by the host
 * inside the console's page. A server of its own: HR's reads would otherwise be in every other
 * spec's log of luca's reads.
 */
const test = base.extend<object, { reportApp: AppServer }>({
  reportApp: ownServer(),
  baseURL: async ({ reportApp }, use) => use(reportApp.url),
});

test("HR opens luca's report from his page in the console with the keyboard, and reads what luca reads on his own", async ({
  page,
  browser,
  reportApp,
  axe,
}) => {
  test.setTimeout(120_000);
  // What luca reads on his report page, in a browser of his own.
  const luca = await (await browser.newContext({ baseURL: reportApp.url, locale: 'it-IT' })).newPage();
  await login(luca, persona('luca.ferri'));
  await expect(luca).toHaveURL(/\/$/);
  await luca.goto('/report');
  const own = await expectArea(luca, 'report');
  const ownRadar = await own.getByTestId('report-radar').getAttribute('aria-label');
  const ownAreas = await own.getByRole('table', { name: 'Punteggi per area' }).innerText();
  expect(ownRadar).toMatch(/Grafico radar dei punteggi per area, da 0 a 5: .+/);
  await luca.context().close();

  const hr = await openConsole(page);
  await openLucaInConsole(page, hr);
  const link = hr.getByRole('link', { name: 'Leggi il report di Luca Ferri come lo vede' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/progress\/\d+\/report$/);
  await expect(hr.getByRole('heading', { name: 'Report di Luca Ferri', level: 3 })).toBeVisible();

  // The very view of luca's page, with his figures, and nothing of what is his alone.
  const radar = hr.getByTestId('report-radar');
  await expect(radar).toHaveAttribute('aria-label', ownRadar!);
  expect(await hr.getByRole('table', { name: 'Punteggi per area' }).innerText()).toBe(ownAreas);
  await expect(hr.getByRole('heading', { name: 'Sintesi qualitativa per profilo di area' })).toBeVisible();
  await expect(hr.getByRole('region', { name: 'Letture del tuo report' })).toHaveCount(0);
  await axe.check();

  // Its PDF is HR's download, which luca's log of reads names as such.
  const [download] = await Promise.all([page.waitForEvent('download'), hr.getByRole('link', { name: 'Scarica il report', exact: true }).click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const reads = await page.request.get('/api/admin/audit');
  expect(reads.ok()).toBe(true);
  const kinds = ((await reads.json()) as AuditResponse).reads.filter((read) => read.reader.kind === 'staff').map((read) => read.kind);
  expect(kinds.sort()).toEqual(['hrPdf', 'page']);

  // At 375 px the page does not scroll sideways, and the view still shows.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(radar).toBeVisible();
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();

  // Back to luca's page from the keyboard.
  const back = hr.getByRole('link', { name: 'Torna a Luca Ferri' });
  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/progress\/\d+$/);
  await expect(hr.getByRole('heading', { name: 'Luca Ferri', level: 3 })).toBeVisible();
});
