import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, expectAccessible, test, type Page } from '../support/test';
import { isFocused, tabTo } from '../support/keyboard';
import { area, DEMO_PASSWORD, login } from '../support/app';
import type { AdminCampaign, TestModel, TestModelListResponse, TestModelResponse } from '@skillup/shared/api/contract';
import { createCampaign, importPeople, openConsole, PEOPLE_CSV_HEADER, previewImport } from '../support/admin';
import { resetLinkFromOutbox } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/** The tests the server holds for the campaign, read through the list's own call. */
async function storedTests(page: Page, campaign: AdminCampaign): Promise<TestModel[]> {
  const answer = await page.request.get(`/api/usertests?companyId=${campaign.companyId}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const { usertests } = (await answer.json()) as TestModelListResponse;
  return usertests.filter((one) => one.campaignId === campaign.id);
}

async function addTest(page: Page, campaign: AdminCampaign, name: string): Promise<number> {
  const created = await page.request.post('/api/usertests', {
    data: { campaignId: campaign.id, name: { it: name }, url: '/tests/in-basket/index.html' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as TestModelResponse).usertest.id;
}

/** Shift+Tab once, as a keyboard user steps back to the control before. */
async function tabBack(page: Page) {
  await page.keyboard.press('Shift+Tab');
}

test.slow();

test('the admin creates a test in the list of tests, is told "Nome del test non valido" for an empty name, and deletes it again, with the keyboard alone', async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaignName = `Elenchi ${stamp}`;
  const campaign = await createCampaign(page, campaignName);
  const testName = `Caso elenco ${stamp}`;

  await tabTo(page, hr.getByRole('link', { name: 'Elenchi', exact: true }), { limit: 60 });
  await page.keyboard.press('Enter');
  // The lists open on the first the admin is offered: the shared languages, only read.
  await expect(page).toHaveURL(/\/admin\/lists\/languages$/);
  await expect(hr.getByRole('heading', { name: 'Lingue', level: 2 })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Nuova lingua' })).toHaveCount(0);
  await expect(hr.getByRole('checkbox')).toHaveCount(0);

  const lists = hr.getByRole('navigation', { name: 'Elenchi' });
  await tabTo(page, lists.getByRole('link', { name: 'Test', exact: true }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/lists\/tests$/);
  await expect(hr.getByRole('heading', { name: 'Test', level: 2 })).toBeVisible();

  await tabTo(page, hr.getByRole('button', { name: 'Nuovo test' }), { limit: 60 });
  await page.keyboard.press('Enter');
  const form = hr.getByRole('form', { name: 'Nuovo test' });
  const campaignField = form.getByRole('combobox', { name: /Campagna/ });
  const nameField = form.getByRole('textbox', { name: /Nome/ });
  const urlField = form.getByRole('textbox', { name: /Indirizzo/ });
  await tabTo(page, campaignField);
  // A closed select takes the typed name of an option and chooses it.
  await page.keyboard.type(campaignName);
  await expect(campaignField).toHaveValue(String(campaign.id));

  // Sent without a name, the form says what the server would refuse and takes the focus there; nothing is sent.
  await tabTo(page, form.getByRole('button', { name: 'Salva' }));
  await page.keyboard.press('Enter');
  await expect(form.getByText('Nome del test non valido')).toBeVisible();
  await expect(form.getByText('Indirizzo del test non valido')).toBeVisible();
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAccessibleDescription('Nome del test non valido');
  expect(await storedTests(page, campaign)).toEqual([]);
  await axe.check();

  await page.keyboard.type(testName);
  await tabTo(page, urlField);
  await page.keyboard.type('/tests/in-basket/index.html');
  await tabTo(page, form.getByRole('button', { name: 'Salva' }));
  await page.keyboard.press('Enter');
  await expect(hr.getByText(`Creato: ${testName}`)).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Nuovo test' })).toBeFocused();
  const kept = await storedTests(page, campaign);
  expect(kept).toEqual([expect.objectContaining({ name: { it: testName }, url: '/tests/in-basket/index.html' })]);

  // The new test is the current item, marked in the table.
  const row = hr.getByRole('row', { name: new RegExp(testName) });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText(campaignName);
  const current = hr.getByRole('region', { name: `Elemento corrente: ${testName}` });
  await expect(current).toBeVisible();

  // Edited with an empty name, it is refused in the same words; written again, the server keeps the new name.
  const renamed = `${testName} bis`;
  await tabTo(page, current.getByRole('button', { name: 'Modifica' }), { limit: 200 });
  await page.keyboard.press('Enter');
  const edit = hr.getByRole('form', { name: `Modifica ${testName}` });
  const editName = edit.getByRole('textbox', { name: /Nome/ });
  await expect(edit.getByRole('combobox', { name: /Campagna/ })).toHaveCount(0);
  await tabTo(page, editName);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await tabTo(page, edit.getByRole('button', { name: 'Salva' }));
  await page.keyboard.press('Enter');
  await expect(edit.getByText('Nome del test non valido')).toBeVisible();
  await expect(editName).toBeFocused();
  await axe.check();
  await page.keyboard.type(renamed);
  await tabTo(page, edit.getByRole('button', { name: 'Salva' }));
  await page.keyboard.press('Enter');
  await expect(hr.getByText(`Salvato: ${renamed}`)).toBeVisible();
  await expect(hr.getByRole('region', { name: `Elemento corrente: ${renamed}` }).getByRole('button', { name: 'Modifica' })).toBeFocused();
  expect((await storedTests(page, campaign)).map((one) => one.name)).toEqual([{ it: renamed }]);

  // Deleted: asked first, with the focus on the answer that loses nothing.
  const renamedItem = hr.getByRole('region', { name: `Elemento corrente: ${renamed}` });
  await tabTo(page, renamedItem.getByRole('button', { name: 'Elimina' }));
  await page.keyboard.press('Enter');
  await expect(renamedItem.getByText(`Eliminare ${renamed}? Non si può annullare.`)).toBeVisible();
  await expect(renamedItem.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await axe.check();
  await tabBack(page);
  await expect(renamedItem.getByRole('button', { name: 'Sì, elimina' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hr.getByText(`Eliminato: ${renamed}`)).toBeVisible();
  await expect(hr.getByRole('heading', { name: 'Test', level: 2 })).toBeFocused();
  await expect(hr.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);
  expect(await storedTests(page, campaign)).toEqual([]);
});

test('the admin selects two new tests with the keyboard and deletes both in one confirmed step; the server holds neither', async ({ page, axe }) => {
  const stamp = Date.now();
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaign = await createCampaign(page, `Selezione ${stamp}`);
  const keep = await addTest(page, campaign, `Resta ${stamp}`);
  const first = await addTest(page, campaign, `Primo ${stamp}`);
  const second = await addTest(page, campaign, `Secondo ${stamp}`);

  await page.goto('/admin/lists/tests');
  await expect(hr.getByRole('heading', { name: 'Test', level: 2 })).toBeVisible();
  for (const name of [`Primo ${stamp}`, `Secondo ${stamp}`]) {
    const box = hr.getByRole('checkbox', { name: `Seleziona ${name}` });
    await tabTo(page, box, { limit: 300 });
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const selection = hr.getByRole('group', { name: 'Elementi selezionati' });
  await expect(selection).toContainText('2 elementi selezionati');

  // Asked first; 'Annulla' keeps both.
  await tabTo(page, selection.getByRole('button', { name: 'Elimina i 2 selezionati' }), { limit: 300 });
  await page.keyboard.press('Enter');
  await expect(selection.getByText('Eliminare i 2 elementi selezionati? Non si può annullare.')).toBeVisible();
  await expect(selection.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await axe.check();
  await page.keyboard.press('Enter');
  await expect(selection.getByRole('button', { name: 'Elimina i 2 selezionati' })).toBeFocused();
  expect((await storedTests(page, campaign)).map((one) => one.id).sort()).toEqual([keep, first, second].sort());

  await page.keyboard.press('Enter');
  await expect(selection.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await tabBack(page);
  await expect(selection.getByRole('button', { name: 'Sì, elimina' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(hr.getByText('2 elementi eliminati')).toBeVisible();
  await expect(hr.getByRole('heading', { name: 'Test', level: 2 })).toBeFocused();
  await expect(hr.getByRole('group', { name: 'Elementi selezionati' })).toHaveCount(0);
  await expect(hr.getByRole('row', { name: new RegExp(`Primo ${stamp}|Secondo ${stamp}`) })).toHaveCount(0);
  expect((await storedTests(page, campaign)).map((one) => one.id)).toEqual([keep]);
});

test('the lists of languages, tests and samples, their current item, form and confirmation fit a 375 px screen; the tables scroll inside themselves', async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page);
  const campaign = await createCampaign(page, `Telefono elenchi ${stamp}`);
  const name = `Un test dal nome piuttosto lungo per un telefono ${stamp}`;
  await addTest(page, campaign, name);
  await page.setViewportSize({ width: 375, height: 800 });

  await page.goto('/admin/lists/languages');
  const languages = hr.getByRole('region', { name: 'Lingue: scorre in orizzontale' });
  await expect(languages).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await languages
    .getByRole('button', { name: /^Apri / })
    .first()
    .click();
  await expect(hr.getByRole('heading', { name: /^Elemento corrente: /, level: 3 })).toBeFocused();
  await expect(hr.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();

  await page.goto('/admin/lists/tests');
  const tests = hr.getByRole('region', { name: 'Test: scorre in orizzontale' });
  await expect(tests).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // The table is wider than the phone: it scrolls in its own box, which the keyboard reaches.
  expect(await tests.evaluate((box) => box.scrollWidth > box.clientWidth && getComputedStyle(box).overflowX === 'auto')).toBe(true);
  await tests.focus();
  expect(await isFocused(tests)).toBe(true);
  await tests.getByRole('button', { name: `Apri ${name}` }).click();
  const current = hr.getByRole('region', { name: `Elemento corrente: ${name}` });
  await expect(current).toBeVisible();
  await current.getByRole('button', { name: 'Elimina' }).click();
  await expect(current.getByRole('button', { name: 'Sì, elimina' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
  await current.getByRole('button', { name: 'Annulla' }).click();
  await current.getByRole('button', { name: 'Modifica' }).click();
  const edit = hr.getByRole('form', { name: `Modifica ${name}` });
  await expect(edit).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  // 'Nuovo test' is offered again once the edit is left.
  await edit.getByRole('button', { name: 'Annulla' }).click();
  await hr.getByRole('button', { name: 'Nuovo test' }).click();
  await expect(hr.getByRole('form', { name: 'Nuovo test' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();

  await page.goto('/admin/lists/samples');
  await expect(hr.getByRole('heading', { name: 'Campioni', level: 2 })).toBeVisible();
  await expect(hr.getByRole('region', { name: 'Campioni: scorre in orizzontale' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await hr.getByRole('button', { name: 'Nuovo campione' }).click();
  const sample = hr.getByRole('form', { name: 'Nuovo campione' });
  await sample.getByRole('button', { name: 'Salva' }).click();
  await expect(sample.getByText('Scrivi un numero intero positivo').first()).toBeVisible();
  await expect(sample.getByText('Scegli una campagna o scrivi un test')).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();

  // A company admin is answered only their own company, which they may change (its reminder time
  // zone, docs/jobs.md) but neither create nor delete.
  await page.goto('/admin/lists/companies');
  await expect(hr.getByRole('heading', { name: 'Aziende', level: 2 })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Nuova azienda' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Apri Demo S.p.A.' }).click();
  await expect(hr.getByRole('button', { name: 'Elimina' })).toHaveCount(0);
  await hr.getByRole('button', { name: 'Modifica' }).click();
  const company = hr.getByRole('form', { name: 'Modifica Demo S.p.A.' });
  const zone = company.getByRole('textbox', { name: /Fuso orario/ });
  await zone.fill('Marte/Olimpo');
  await company.getByRole('button', { name: 'Salva' }).click();
  await expect(company.getByText('Fuso orario non riconosciuto: scrivilo come Europe/Rome')).toBeVisible();
  await zone.fill('Europe/London');
  await company.getByRole('button', { name: 'Salva' }).click();
  await expect(hr.getByText('Salvato: Demo S.p.A.')).toBeVisible();
  await expect(hr.getByRole('cell', { name: 'Europe/London' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
  // Back as the seed had it, for the tests of reminders that read the company's zone.
  await hr.getByRole('button', { name: 'Modifica' }).click();
  await hr
    .getByRole('form', { name: 'Modifica Demo S.p.A.' })
    .getByRole('textbox', { name: /Fuso orario/ })
    .fill('');
  await hr.getByRole('form', { name: 'Modifica Demo S.p.A.' }).getByRole('button', { name: 'Salva' }).click();
  await expect(hr.getByRole('cell', { name: 'Europe/London' })).toHaveCount(0);
});

test('in a 360 campaign the admin previews a relations file, whose refused rows are shown with their reasons and stored nowhere, and imports the rest', async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaign = await createCampaign(page, `Relazioni ${stamp}`, { is360: true });
  const email = (who: string) => `rel.${stamp}.${who}@demo.skillup.test`;
  const people = ['anna', 'bruno', 'carla'].map((who, i) => [email(who), `Nome${i}`, `Rel${stamp}`, 'it', 'Vendite', '', 'participant'].join(','));
  await importPeople(page, campaign.id, [PEOPLE_CSV_HEADER, ...people].join('\n') + '\n');
  const relations = [
    'subject email,rater email,relationship',
    `${email('anna')},${email('bruno')},peer`,
    `${email('anna')},${email('carla')},direct report`,
    `${email('bruno')},${email('anna')},manager`,
    `${email('anna')},${email('anna')},self`,
    `${email('bruno')},${email('nessuno')},peer`,
    `${email('carla')},${email('anna')},amico`,
    `${email('carla')},${email('carla')},peer`,
  ].join('\n');
  const file = { name: 'relazioni.csv', mimeType: 'text/csv', buffer: Buffer.from(relations + '\n', 'utf8') };
  const storedRelations = async () => {
    const answer = await page.request.get(`/api/admin/campaigns/${campaign.id}/progress`);
    expect(answer.ok(), await answer.text()).toBe(true);
    return ((await answer.json()) as { feedback360: { relations: number } | null }).feedback360?.relations;
  };

  await page.goto(`/admin/campaigns/${campaign.id}/people`);
  await tabTo(page, hr.getByRole('link', { name: 'Importa le relazioni 360' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaign.id}/people/relations$`));
  await expect(hr.getByRole('heading', { name: 'Importa le relazioni 360', level: 3 })).toBeVisible();

  const refused = await previewImport(page, hr, { input: 'File delle relazioni (CSV o XLSX)', file, limit: 80 }, { rows: 7, fresh: 4, refused: 3 });
  await expect(refused).toContainText('Il valutatore non è nella campagna.');
  await expect(refused).toContainText('La relazione non è tra quelle conosciute (peer, manager, self, direct report).');
  await expect(refused).toContainText('L’autovalutazione è per chi valuta sé stesso, e solo allora.');
  await expect(hr.getByRole('region', { name: 'Tabella: Tutte le righe' })).toContainText('Relazione: collaboratore');
  // The preview stores nothing.
  expect(await storedRelations()).toBe(0);
  await axe.check();

  await tabTo(page, hr.getByRole('button', { name: 'Importa 4 relazioni' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(hr.getByRole('heading', { name: 'Importazione fatta' })).toBeFocused();
  await expect(hr.getByText('4 relazioni aggiunte o aggiornate. 3 righe rifiutate non sono state importate.')).toBeVisible();
  expect(await storedRelations()).toBe(4);
  await axe.check();

  // The same file again changes nothing, and the preview says so; on a phone the page stays put.
  await page.setViewportSize({ width: 375, height: 800 });
  await hr.getByRole('button', { name: 'Importa un altro file' }).click();
  await hr.getByLabel('File delle relazioni (CSV o XLSX)').setInputFiles(file);
  await hr.getByRole('button', { name: 'Mostra l’anteprima' }).click();
  await expect(hr.getByText('4 invariate', { exact: true }).first()).toBeVisible();
  await expect(refused).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
  expect(await storedRelations()).toBe(4);
});

/**
 * A superassessor of the demo company, added to `campaignId` by operations (a company's admin may
 * not give the role: docs/areas/admin.md, "Superassessors"), with a password set through the
 * reset e-mail as any new person sets theirs. Answers the password.
 */
async function newSuperassessor(page: Page, campaignId: number, email: string): Promise<string> {
  const { SKILLUP_DATA_DIR: dataDir } = JSON.parse(process.env.SKILLUP_E2E_ENV ?? '{}') as { SKILLUP_DATA_DIR: string };
  const person = { email, firstName: 'Sara', lastName: 'Lettrice', role: 'superassessor' };
  const byAdmin = await page.request.post(`/api/admin/campaigns/${campaignId}/participants`, { data: person });
  expect(byAdmin.status()).toBe(422);
  const added = await page.request.post(`/api/admin/campaigns/${campaignId}/participants`, {
    data: person,
    headers: { authorization: `Bearer ${readFileSync(join(dataDir, 'ops-token'), 'utf8').trim()}` },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const asked = await page.request.post('/api/auth/sendPasswordReset', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);
  await expect.poll(() => resetLinkFromOutbox(dataDir, email), { timeout: 15_000 }).toBeTruthy();
  const token = decodeURIComponent(resetLinkFromOutbox(dataDir, email)!.split('/new_password/')[1]!.split('/')[0]!);
  const password = `${DEMO_PASSWORD}-Lettura-${Date.now()}`;
  const set = await page.request.post('/api/auth/resetPassword', { data: { email, token, password, password_confirmation: password } });
  expect(set.ok(), await set.text()).toBe(true);
  return password;
}

test('a superassessor, whom only operations make, creates and deletes a company and a language with the keyboard, reads a company’s tests and the relations page without controls; the HR API refuses their import', async ({
  page,
  browser,
  axe,
}) => {
  const stamp = Date.now();
  await openConsole(page);
  const campaign = await createCampaign(page, `Lettura ${stamp}`, { is360: true });
  const email = `super.${stamp}@demo.skillup.test`;
  const password = await newSuperassessor(page, campaign.id, email);

  const reader = axe.watch(await (await browser.newContext()).newPage());
  await reader.setViewportSize({ width: 375, height: 800 });
  await login(reader, email, password);
  await expect(reader).toHaveURL(/\/admin$/);
  const hr = area(reader, 'admin');
  await expect(hr.getByRole('heading', { name: 'Campagne', level: 2 })).toBeVisible();
  await expect(hr.getByRole('link', { name: 'Nuova campagna' })).toHaveCount(0);

  await hr.getByRole('link', { name: 'Elenchi', exact: true }).click();
  await expect(reader).toHaveURL(/\/admin\/lists\/languages$/);
  const lists = hr.getByRole('navigation', { name: 'Elenchi' });
  await expect(lists.getByRole('link')).toHaveText(['Lingue', 'Test', 'Campioni', 'Aziende']);

  await lists.getByRole('link', { name: 'Aziende' }).click();
  await expect(reader).toHaveURL(/\/admin\/lists\/companies$/);
  const companies = hr.getByRole('region', { name: 'Aziende: scorre in orizzontale' });
  await expect(companies.getByRole('row', { name: /Acme Logistica S\.r\.l\./ })).toBeVisible();
  // Every company the server answers a superassessor, one row each.
  const answered = (await (await reader.request.get('/api/companies')).json()) as { companies: { name: string }[] };
  expect(answered.companies.length).toBeGreaterThan(1);
  await expect(companies.getByRole('row')).toHaveCount(answered.companies.length + 1);
  expect(await sidewaysOverflow(reader)).toBeLessThanOrEqual(0);
  await tabTo(reader, companies.getByRole('button', { name: 'Apri Acme Logistica S.r.l.' }), { limit: 80 });
  await reader.keyboard.press('Enter');
  await expect(hr.getByRole('heading', { name: 'Elemento corrente: Acme Logistica S.r.l.', level: 3 })).toBeFocused();
  await expect(hr.getByRole('row', { name: /Acme Logistica/ })).toHaveAttribute('aria-current', 'true');

  // Companies are theirs to keep (docs/areas/admin.md, "The console's pages: generic lists"): one made and deleted from the keyboard.
  const company = `Azienda di prova ${stamp}`;
  await tabTo(reader, hr.getByRole('button', { name: 'Nuova azienda' }), { limit: 80 });
  await reader.keyboard.press('Enter');
  const companyForm = hr.getByRole('form', { name: 'Nuova azienda' });
  await tabTo(reader, companyForm.getByRole('textbox', { name: /^Nome/ }));
  await reader.keyboard.type(company);
  await tabTo(reader, companyForm.getByRole('button', { name: 'Salva' }));
  await reader.keyboard.press('Enter');
  await expect(hr.getByText(`Creato: ${company}`)).toBeVisible();
  const storedCompanies = async () => ((await (await reader.request.get('/api/companies')).json()) as { companies: { name: string }[] }).companies;
  expect((await storedCompanies()).map((one) => one.name)).toContain(company);
  expect(await sidewaysOverflow(reader)).toBeLessThanOrEqual(0);
  await expectAccessible(reader);
  const madeCompany = hr.getByRole('region', { name: `Elemento corrente: ${company}` });
  await tabTo(reader, madeCompany.getByRole('button', { name: 'Elimina' }), { limit: 120 });
  await reader.keyboard.press('Enter');
  await tabBack(reader);
  await expect(madeCompany.getByRole('button', { name: 'Sì, elimina' })).toBeFocused();
  await reader.keyboard.press('Enter');
  await expect(hr.getByText(`Eliminato: ${company}`)).toBeVisible();
  expect((await storedCompanies()).map((one) => one.name)).not.toContain(company);

  // So are the languages every company shares.
  await lists.getByRole('link', { name: 'Lingue' }).click();
  await expect(reader).toHaveURL(/\/admin\/lists\/languages$/);
  await tabTo(reader, hr.getByRole('button', { name: 'Nuova lingua' }), { limit: 80 });
  await reader.keyboard.press('Enter');
  const languageForm = hr.getByRole('form', { name: 'Nuova lingua' });
  await tabTo(reader, languageForm.getByRole('textbox', { name: /^Codice/ }));
  await reader.keyboard.type('rm');
  await tabTo(reader, languageForm.getByRole('textbox', { name: /^Nome/ }));
  await reader.keyboard.type('Rumantsch');
  await tabTo(reader, languageForm.getByRole('button', { name: 'Salva' }));
  await reader.keyboard.press('Enter');
  await expect(hr.getByText('Creato: Rumantsch')).toBeVisible();
  const storedLanguages = async () => ((await (await reader.request.get('/api/languages')).json()) as { languages: { lang: string }[] }).languages;
  expect((await storedLanguages()).map((one) => one.lang)).toContain('rm');
  const madeLanguage = hr.getByRole('region', { name: 'Elemento corrente: Rumantsch' });
  await tabTo(reader, madeLanguage.getByRole('button', { name: 'Elimina' }), { limit: 120 });
  await reader.keyboard.press('Enter');
  await tabBack(reader);
  await reader.keyboard.press('Enter');
  await expect(hr.getByText('Eliminato: Rumantsch')).toBeVisible();
  expect((await storedLanguages()).map((one) => one.lang)).not.toContain('rm');

  await lists.getByRole('link', { name: 'Test', exact: true }).click();
  await expect(hr.getByRole('region', { name: 'Test: scorre in orizzontale' })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Nuovo test' })).toHaveCount(0);
  await expect(hr.getByRole('checkbox')).toHaveCount(0);
  expect(await sidewaysOverflow(reader)).toBeLessThanOrEqual(0);

  await reader.goto(`/admin/campaigns/${campaign.id}/people/relations`);
  await expect(hr.getByText('Solo un amministratore può importare le relazioni 360.')).toBeVisible();
  await expect(hr.getByLabel('File delle relazioni (CSV o XLSX)')).toHaveCount(0);
  expect(await sidewaysOverflow(reader)).toBeLessThanOrEqual(0);

  // The HR API answers a superassessor only reads: the import the page does not offer is refused, and nothing is stored.
  const refusedImport = await reader.request.post(`/api/admin/campaigns/${campaign.id}/relations/import?commit=1`, {
    headers: { 'content-type': 'text/csv' },
    data: Buffer.from(`subject email,rater email,relationship\n${email},${email},self\n`, 'utf8'),
  });
  expect(refusedImport.status()).toBe(403);
  const progress = await page.request.get(`/api/admin/campaigns/${campaign.id}/progress`);
  expect(((await progress.json()) as { feedback360: { relations: number } }).feedback360.relations).toBe(0);
  await reader.context().close();
});
