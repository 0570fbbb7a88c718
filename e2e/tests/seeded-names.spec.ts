import { expect, test as base, type Page } from '../support/test';
import { expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * Each seeded test opens an activity whose title and content match its name (docs/behaviour.md,
 * the decision on an activity's page and its test's name).
 * Davide's customer-care tests are opened here, which changes their status, so the spec runs
 * on an app server of its own.
 */
const test = base.extend<object, { namesApp: AppServer }>({
  namesApp: ownServer(),
  baseURL: async ({ namesApp }, use) => use(namesApp.url),
});

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

/** Opens a task of the Task Room and answers its frame. */
async function open(page: Page, name: string) {
  await task(page, name).hover();
  await page.getByRole('button', { name: `Inizia ${name}` }).click();
  await expect(page).toHaveURL(/\/test$/);
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading', { level: 1, name })).toBeVisible();
  return frame;
}

test('the customer-care tests open the activities they are named after', async ({ page }) => {
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
  for (const name of ['Colloquio di feedback', 'In-Basket', 'Riflessione sui valori']) await expect(task(page, name)).toBeVisible();

  const meeting = await open(page, 'Colloquio di feedback');
  await expect(meeting.getByText(/conducendo un colloquio di feedback con Davide/)).toBeVisible();
  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  await page.getByRole('alertdialog', { name: 'Sei sicuro/a di uscire?' }).getByRole('button', { name: 'Sì' }).click();
  await expectArea(page, 'taskroom');

  const inbox = await open(page, 'In-Basket');
  await expect(inbox.getByText(/Rientri dalle ferie e trovi questi messaggi/)).toBeVisible();
  await expect(inbox.getByRole('heading', { name: 'Posta in arrivo' })).toBeVisible();
});
