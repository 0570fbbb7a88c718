import type { AdminCampaignCreateRequest, AdminCampaignResponse, AdminTestCreateRequest } from '@skillup/shared/api/contract';
import { expect, type Locator, type Page } from './test';
import { tabTo } from './keyboard';
import { area, login, persona } from './app';

/** The first line of a people file the console imports (its template, /api/admin/participants/template.csv). */
export const PEOPLE_CSV_HEADER = 'email,first name,last name,language,team,manager email,role';

/** An in-basket test: a campaign is launched with one test at least. */
export const IN_BASKET_TEST: AdminTestCreateRequest = { activity: 'in-basket', abbreviation: 'IB', name: { it: 'Posta in arrivo' } };

/**
 * The console as the demo's company admin finds it on signing in, on a screen of `viewport`
 * when given (set first, so the sign-in is seen at that size too); the admin area is returned.
 */
export async function openConsole(page: Page, viewport?: { width: number; height: number }): Promise<Locator> {
  if (viewport) await page.setViewportSize(viewport);
  await login(page, persona('admin'));
  await expect(page).toHaveURL(/\/admin$/);
  return area(page, 'admin');
}

/**
 * From the console's list of campaigns to one participant's page in the Leadership's progress,
 * as HR finds them: searched by e-mail, opened from their row (`row`, "Ferri Luca"), headed by
 * their name (`name`, "Luca Ferri").
 */
export async function openLeadershipParticipant(page: Page, hr: Locator, person: { email: string; row: string; name: string }) {
  await hr.getByRole('link', { name: 'Leadership Assessment 2026' }).click();
  await hr.getByRole('navigation', { name: 'Sezioni della campagna' }).getByRole('link', { name: 'Avanzamento' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/progress$/);
  await hr.getByLabel('Cerca per nome o e-mail').fill(person.email);
  await hr.getByRole('button', { name: 'Cerca', exact: true }).click();
  await hr
    .getByRole('table', { name: /Avanzamento dei partecipanti/ })
    .getByRole('link', { name: person.row })
    .click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/progress\/\d+$/);
  await expect(hr.getByRole('heading', { name: person.name })).toBeVisible();
}

/** luca's page, as openLeadershipParticipant finds it. */
export const openLucaInConsole = (page: Page, hr: Locator) =>
  openLeadershipParticipant(page, hr, { email: persona('luca.ferri'), row: 'Ferri Luca', name: 'Luca Ferri' });

/**
 * A draft campaign of the signed-in admin's company, from 11 January to 31 March 2027, named
 * `name` in Italian (and `englishName` in English when given), made through the API the
 * console's form calls. A 360 campaign still needs its 360 test (addCampaignTest).
 */
export async function createCampaign(
  page: Page,
  name: string,
  { is360 = false, englishName }: { is360?: boolean; englishName?: string } = {},
): Promise<AdminCampaignResponse['campaign']> {
  const languages: AdminCampaignCreateRequest['languages'] = [{ lang: 'it', name, description: '' }];
  if (englishName) languages.push({ lang: 'en', name: englishName, description: '' });
  const data: AdminCampaignCreateRequest = { languages, theme: 'skillup', dateStart: '2027-01-11', dateEnd: '2027-03-31', is360 };
  const created = await page.request.post('/api/admin/campaigns', { data });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as AdminCampaignResponse).campaign;
}

/** Adds `test` to a draft campaign through the API the console's tests editor calls. */
export async function addCampaignTest(page: Page, campaignId: number, test: AdminTestCreateRequest) {
  const added = await page.request.post(`/api/admin/campaigns/${campaignId}/tests`, { data: test });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Launches a draft campaign that has its tests, through the API the console's 'Avvia la campagna' calls. */
export async function launchCampaign(page: Page, campaignId: number) {
  const launched = await page.request.post(`/api/admin/campaigns/${campaignId}/launch`);
  expect(launched.ok(), await launched.text()).toBe(true);
}

/** Enrols the people of a CSV file (PEOPLE_CSV_HEADER first) in a campaign at once, through the import's commit call. */
export async function importPeople(page: Page, campaignId: number, csv: string) {
  const imported = await page.request.post(`/api/admin/campaigns/${campaignId}/participants/import?commit=1`, {
    headers: { 'content-type': 'text/csv' },
    data: Buffer.from(csv, 'utf8'),
  });
  expect(imported.ok(), await imported.text()).toBe(true);
}

/** What an import's preview is expected to count: the rows of the file, the new ones and the refused (two or more each, as the Italian plural reads). */
export interface PreviewCounts {
  rows: number;
  fresh: number;
  refused: number;
}

/**
 * On an import page of the console, with the keyboard alone: walks with Tab to the file input
 * labelled `input` (within `limit` presses), chooses `file` there and asks for the preview.
 * The preview's heading takes the focus and counts as `counts` says; the table of the refused
 * rows, a header row and one row each, is returned for their reasons.
 */
export async function previewImport(
  page: Page,
  hr: Locator,
  { input, file, limit }: { input: string; file: { name: string; mimeType: string; buffer: Buffer }; limit: number },
  counts: PreviewCounts,
): Promise<Locator> {
  const field = hr.getByLabel(input);
  await tabTo(page, field, { limit });
  await field.setInputFiles(file);
  await tabTo(page, hr.getByRole('button', { name: 'Mostra l’anteprima' }));
  await page.keyboard.press('Enter');

  await expect(hr.getByRole('heading', { name: `Anteprima di ${file.name}` })).toBeFocused();
  await expect(hr.getByText(`${counts.rows} righe nel file`)).toBeVisible();
  await expect(hr.getByText(`${counts.fresh} nuove`, { exact: true }).first()).toBeVisible();
  await expect(hr.getByText(`${counts.refused} rifiutate`, { exact: true }).first()).toBeVisible();
  const refused = hr.getByRole('region', { name: `Tabella: ${counts.refused} righe rifiutate` });
  await expect(refused.getByRole('row')).toHaveCount(counts.refused + 1);
  return refused;
}

/**
 * Opens the campaign `name` from the console's list of campaigns with the keyboard alone: Tab
 * to its link within `limit` presses, then Enter. Lands on the campaign's settings; answers its id.
 */
export async function openCampaignByKeyboard(page: Page, hr: Locator, name: string, limit: number): Promise<number> {
  await tabTo(page, hr.getByRole('link', { name }), { limit });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);
  return Number(/campaigns\/(\d+)$/.exec(page.url())![1]);
}

/** Opens the section `section` of the campaign on screen from its tabs, with the keyboard alone (Tab, at most 80 presses, then Enter). */
export async function openCampaignSectionByKeyboard(page: Page, hr: Locator, section: string) {
  const tabs = hr.getByRole('navigation', { name: 'Sezioni della campagna' });
  await tabTo(page, tabs.getByRole('link', { name: section }), { limit: 80 });
  await page.keyboard.press('Enter');
}
