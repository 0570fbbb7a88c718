import { expect, test as base } from '../support/test';
import { openLucaInConsole, openConsole } from '../support/admin';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/*
 * Who read whose report (docs/areas/report.md): HR downloads luca's report, luca is told, and
 * the console's log lists the read. A server of its own, so the count of reads is this test's
 * alone and every other spec's luca has none.
 */
const test = base.extend<object, { readsApp: AppServer }>({
  readsApp: ownServer(),
  baseURL: async ({ readsApp }, use) => use(readsApp.url),
});

const LEADERSHIP = 'Leadership Assessment 2026';

test('HR downloads luca’s report from the console; luca reads who did, and the console’s log lists the read', async ({
  page,
  browser,
  readsApp,
  axe,
}) => {
  test.setTimeout(120_000);
  const hr = await openConsole(page);
  await openLucaInConsole(page, hr);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    hr.getByRole('link', { name: 'Scarica il report di Luca Ferri (PDF)' }).click(),
  ]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  // luca, on a browser of his own, is told on his report page who else read it.
  const luca = axe.watch(await (await browser.newContext({ baseURL: readsApp.url, locale: 'it-IT' })).newPage());
  await login(luca, persona('luca.ferri'));
  await expect(luca).toHaveURL(/\/$/);
  await luca.goto('/report');
  const report = await expectArea(luca, 'report');
  const reads = report.getByRole('region', { name: 'Letture del tuo report' });
  await expect(reads).toContainText(/Il tuo report è stato letto 1 volta da altri: da Amministratore Demo il \d{1,2} \w{3} \d{4}\./);
  // The list of reads opens from the keyboard: its summary is a Tab stop, Enter opens it.
  const summary = reads.getByText('Mostra la lettura');
  await summary.focus();
  await expect(summary).toBeFocused();
  await luca.keyboard.press('Enter');
  await expect(reads.getByRole('listitem')).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d: Amministratore Demo \(personale dell’azienda\) ha scaricato il report in PDF per le risorse umane$/,
  ]);
  await luca.context().close();

  // The console's log of report reads, from its navigation: the read, as HR did it.
  await hr.getByRole('navigation', { name: 'Amministrazione' }).getByRole('link', { name: 'Letture dei report' }).click();
  await expect(page).toHaveURL(/\/admin\/reads$/);
  const table = hr.getByRole('table', { name: 'Letture dei report, pagina 1' });
  const hrRead = table.getByRole('row').filter({ hasText: 'PDF del report per le risorse umane' });
  await expect(hrRead).toHaveCount(1);
  await expect(hrRead.getByRole('cell')).toHaveText([
    /^\d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
    LEADERSHIP,
    /^Ferri Luca/,
    'Amministratore Demo (personale)',
    'PDF del report per le risorse umane',
    /\S/,
  ]);
  // luca's own reading of his page is there too, as his.
  await expect(table.getByRole('row').filter({ hasText: 'Luca Ferri (la persona stessa)' }).first()).toContainText('Pagina del report');
  await axe.check();

  // A name filters the log by that person, from the keyboard; the export follows the filter.
  const name = hrRead.getByRole('button', { name: /^Ferri Luca\s?: mostra solo le letture del suo report$/ });
  await name.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/reads\?userId=\d+$/);
  const filter = hr.getByText('Solo le letture del report di Ferri Luca');
  await expect(filter).toBeFocused();
  const userId = new URL(page.url()).searchParams.get('userId');
  const csvLink = hr.getByRole('link', { name: 'Esporta in CSV' });
  await expect(csvLink).toHaveAttribute('href', `/api/admin/audit?userId=${userId}&format=csv&lang=it`);
  const csv = await page.request.get((await csvLink.getAttribute('href'))!);
  expect(csv.ok()).toBe(true);
  expect(csv.headers()['content-type']).toMatch(/text\/csv/);
  expect(await csv.text()).toContain('Ferri');

  // At 375 px the page does not scroll sideways: the table scrolls in its own box.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expect(hr.getByRole('region', { name: 'Tabella delle letture: scorre in orizzontale' })).toBeVisible();
  await axe.check();
});
