import { expect, test as base, type Page } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/areas/report.md, "The formulas": nothing of the report is stored, so a result that the
 * activity sends through the queue changes the next report. Luca's results change for good:
 * a server of its own.
 */
const test = base.extend<object, { outcomeApp: AppServer }>({
  outcomeApp: ownServer(),
  baseURL: async ({ outcomeApp }, use) => use(outcomeApp.url),
});

async function valuesSkill(page: Page) {
  await page.goto('/report');
  const report = await expectArea(page, 'report');
  const details = report.getByRole('region', { name: 'Risultati in dettaglio' });
  const summary = details.locator('summary', { hasText: /^Valori personali · / });
  await expect(summary).toBeVisible();
  return summary;
}

test('luca repeats the values questionnaire with other answers, and his report follows', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, persona('luca.ferri'));
  await expect(page).toHaveURL(/\/$/);
  const before = await (await valuesSkill(page)).textContent();
  expect(before).not.toBe('Valori personali · 1.0');

  await page.goto('/');
  await expectArea(page, 'taskroom');
  await page.getByRole('button', { name: /^Riflessione sui valori / }).hover();
  await page.getByRole('button', { name: 'Inizia Riflessione sui valori' }).click();
  await expect(page).toHaveURL(/\/test$/);
  const src = (await page.getByTitle('Riflessione sui valori').getAttribute('src')) ?? '';
  const query = new URL(src, 'http://x').searchParams;
  const frame = page.frameLocator('iframe[title="Riflessione sui valori"]');
  await expect(frame.getByRole('heading').first()).toBeVisible();
  // Every statement at the bottom of the scale: each value then weighs 1.
  for (const group of await frame.getByRole('group').all()) await group.getByRole('radio').first().check();
  const outcomes = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/outcomes/${query.get('campaignId')}/${query.get('testId')}/${query.get('userId')}`) &&
      r.request().method() === 'POST' &&
      r.ok(),
  );
  await frame.getByRole('button', { name: 'Concludi' }).click();
  await page.getByRole('alertdialog', { name: "Vuoi concludere l'attività?" }).getByRole('button', { name: 'Sì' }).click();
  await expect(frame.getByRole('heading', { name: 'Attività completata' })).toBeVisible();
  expect(await (await outcomes).json()).toMatchObject({ status: true });

  // Read afresh on the next visit: both values of the skill now weigh 1.
  await expect(await valuesSkill(page)).toHaveText('Valori personali · 1.0');
});
