import { expect, test, type Page } from '../support/test';
import { addCampaignTest, createCampaign, importPeople, IN_BASKET_TEST, openConsole, PEOPLE_CSV_HEADER, previewImport } from '../support/admin';
import { sidewaysOverflow } from '../support/layout';

const GOOD_ROWS = 50;

/** A draft campaign of the admin's company with one test, made through the API the console calls. */
async function newCampaign(page: Page, name: string): Promise<number> {
  const { id } = await createCampaign(page, name);
  await addCampaignTest(page, id, IN_BASKET_TEST);
  return id;
}

/** 50 people who can be imported, then 3 rows the server must refuse, each for its own reason. */
function peopleCsv(stamp: number): { csv: string; emails: string[] } {
  const emails = Array.from({ length: GOOD_ROWS }, (_, i) => `import.${stamp}.${i + 1}@demo.skillup.test`);
  const rows = emails.map((email, i) =>
    [email, `Persona${i + 1}`, `Import${stamp}`, i % 2 ? 'en' : 'it', i < 20 ? 'Vendite' : 'Marketing', '', 'participant'].join(','),
  );
  rows.push(['non-una-email', 'Rosa', 'Errata', 'it', 'Vendite', '', 'participant'].join(','));
  rows.push([emails[0], 'Doppia', 'Riga', 'it', 'Vendite', '', 'participant'].join(','));
  rows.push([`import.${stamp}.fr@demo.skillup.test`, 'Jean', 'Dupont', 'fr', 'Vendite', '', 'participant'].join(','));
  return { csv: [PEOPLE_CSV_HEADER, ...rows].join('\n') + '\n', emails };
}

test.slow();

test('the admin imports 50 people from a file with 3 bad rows, which are shown with their reasons and left out, and finds the 50 in the progress grid', async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaignId = await newCampaign(page, `Import ${stamp}`);
  const { csv, emails } = peopleCsv(stamp);

  await page.goto(`/admin/campaigns/${campaignId}/people`);
  await expect(hr.getByText('La campagna non ha ancora persone: aggiungile a mano o importale da un file.')).toBeVisible();
  await hr.getByRole('link', { name: 'Importa da un file CSV o XLSX' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}/people/import$`));
  await expect(hr.getByRole('link', { name: 'Scarica il modello CSV' })).toHaveAttribute('href', '/api/admin/participants/template.csv');

  // The file input is a stop of the keyboard, and the preview is asked for with it.
  const upload = { name: 'persone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') };
  const refused = await previewImport(
    page,
    hr,
    { input: 'File delle persone (CSV o XLSX)', file: upload, limit: 60 },
    { rows: 53, fresh: 50, refused: 3 },
  );
  await expect(refused).toContainText('L’indirizzo e-mail non è valido.');
  await expect(refused).toContainText('Questo indirizzo e-mail compare già in una riga precedente del file.');
  await expect(refused).toContainText('La lingua non è tra quelle conosciute (it, en, es).');
  // Nothing is stored by the preview.
  const before = await (await page.request.get(`/api/admin/campaigns/${campaignId}/participants`)).json();
  expect(before.total).toBe(0);
  await axe.check();

  await hr.getByRole('button', { name: 'Importa 50 persone' }).click();
  await expect(hr.getByRole('heading', { name: 'Importazione fatta' })).toBeFocused();
  await expect(hr.getByText('50 persone aggiunte o aggiornate. 3 righe rifiutate non sono state importate.')).toBeVisible();
  await axe.check();

  await hr.getByRole('link', { name: 'Vai all’avanzamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}/progress$`));
  await expect(hr.getByText('50 partecipanti')).toBeVisible();
  const grid = hr.getByRole('table', { name: /Avanzamento dei partecipanti/ });
  await expect(grid.getByRole('columnheader', { name: /Posta in arrivo/ })).toBeVisible();
  await expect(hr.getByRole('region', { name: 'Completamento per team', exact: true })).toContainText('Sotto il 60 %');

  await hr.getByRole('searchbox', { name: 'Cerca per nome o e-mail' }).fill(emails[6]!);
  await hr.getByRole('button', { name: 'Cerca' }).click();
  await expect(hr.getByText('1 partecipante')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText('Non iniziato');

  const exported = await page.request.get((await hr.getByRole('link', { name: 'Esporta in CSV' }).getAttribute('href'))!);
  expect(exported.headers()['content-type']).toMatch(/text\/csv/);
  const file = await exported.text();
  expect(file).toContain(emails[6]);
  expect(file).not.toContain(emails[7]);

  await grid.getByRole('link', { name: `Import${stamp} Persona7` }).click();
  await expect(hr.getByRole('heading', { name: `Persona7 Import${stamp}`, level: 3 })).toBeVisible();
  await expect(hr.getByText('Nessun test è stato azzerato.')).toBeVisible();
  await hr.getByRole('link', { name: 'Torna all’avanzamento' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}/progress$`));

  // Importing the same file again changes nothing.
  await page.goto(`/admin/campaigns/${campaignId}/people/import`);
  await hr.getByLabel('File delle persone (CSV o XLSX)').setInputFiles(upload);
  await hr.getByRole('button', { name: 'Mostra l’anteprima' }).click();
  await expect(hr.getByText('50 invariate', { exact: true }).first()).toBeVisible();
});

test('the people, the import, the progress grid and a participant fit a 375 px screen: tables scroll inside themselves, the page never sideways', async ({
  page,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page);
  const campaignId = await newCampaign(page, `Telefono ${stamp}`);
  const { csv } = peopleCsv(stamp);
  await importPeople(page, campaignId, csv);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto(`/admin/campaigns/${campaignId}/people`);
  await expect(hr.getByText('50 persone')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/admin/campaigns/${campaignId}/people/import`);
  await hr
    .getByLabel('File delle persone (CSV o XLSX)')
    .setInputFiles({ name: 'persone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await hr.getByRole('button', { name: 'Mostra l’anteprima' }).click();
  await expect(hr.getByRole('region', { name: 'Tabella: 3 righe rifiutate' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto(`/admin/campaigns/${campaignId}/progress`);
  const scroller = hr.getByRole('region', { name: 'Griglia dell’avanzamento: scorre in orizzontale' });
  await expect(scroller).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The grid is wider than the phone: it scrolls in its own box, which the keyboard reaches.
  expect(await scroller.evaluate((box) => box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto')).toBe(true);
  await scroller.focus();
  await expect(scroller).toBeFocused();

  await scroller.getByRole('link').first().click();
  await expect(hr.getByRole('link', { name: 'Torna all’avanzamento' })).toBeVisible();
  await expect(hr.getByRole('heading', { level: 3 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
