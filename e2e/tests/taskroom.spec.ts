import { expect, test as base, type Page } from '../support/test';
import { enterLeadershipAsMarco, expectArea } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/**
 * Marco's first entry into the Leadership Assessment saves his language for good, which
 * other specs rely on not having happened: these tests run on an app server of their own.
 */
const test = base.extend<object, { app: AppServer }>({
  app: ownServer(),
  baseURL: async ({ app }, use) => use(app.url),
});

test.describe.configure({ mode: 'serial' });

const LOCKED_TEXT = 'Completa Colloquio di feedback per sbloccare questa attività';

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

test('desktop: marco sees his progress, the states of his tasks and why one is locked', async ({ page }) => {
  await enterLeadershipAsMarco(page);
  // The dashboard shows while no task is under the pointer: the browser may remember where it was.
  await page.mouse.move(0, 0);
  const room = await expectArea(page, 'taskroom');
  await expect(room.getByRole('heading', { name: 'Buongiorno, Marco.' })).toBeVisible();
  await expect(room.getByText('Completate 1 su 6')).toBeVisible();
  await expect(room.getByText('Avanzamento 17%')).toBeVisible();
  await expect(room.getByRole('list', { name: 'Attività completate' }).getByText('IB')).toBeVisible();
  await expect(room.getByText(/^Scadenza \d\d\.\d\d\.\d{4} \d\d:\d\d$/)).toBeVisible();

  await expect(task(page, 'In-Basket').getByRole('img', { name: 'Completata' })).toBeVisible();
  await expect(task(page, 'Colloquio di feedback').getByRole('img', { name: 'In corso' })).toBeVisible();
  await expect(task(page, 'Caso aziendale').getByRole('img', { name: 'Bloccata' })).toBeVisible();
  await expect(task(page, 'Feedback 360°')).toBeVisible();

  await task(page, 'Caso aziendale').click();
  await expect(page.getByText(LOCKED_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText(LOCKED_TEXT)).toBeHidden();

  await task(page, 'Colloquio di feedback').hover();
  await expect(room.getByRole('heading', { name: 'Colloquio di feedback' })).toBeVisible();
  await expect(room.getByRole('img', { name: 'Copertina di Colloquio di feedback' })).toBeAttached();
  await page.mouse.move(0, 0);
  await expect(room.getByRole('heading', { name: 'Colloquio di feedback' })).toBeHidden();
  await expect(room.getByText('Completate 1 su 6')).toBeVisible();
});

test('desktop: starting a test opens its activity in a frame, or says it could not be loaded', async ({ page, app }) => {
  await enterLeadershipAsMarco(page);
  await expectArea(page, 'taskroom');
  await task(page, 'Colloquio di feedback').hover();
  await page.getByRole('button', { name: 'Continua Colloquio di feedback' }).click();
  await expect(page).toHaveURL(/\/test$/);

  const frame = page.getByTitle('Colloquio di feedback');
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src.startsWith(`${app.activitiesUrl}/tests/situational-judgement/index.html?`)).toBe(true);
  expect(src).toMatch(/\?campaignId=\d+&testId=\d+&userId=\d+&origin=http%3A%2F%2F127\.0\.0\.1%3A\d+$/);
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
  const activity = await page.request.get(`${app.activitiesUrl}/tests/situational-judgement/index.html`);
  if (activity.ok()) {
    await expect(page.getByRole('status').filter({ hasText: "Caricamento dell'attività in corso" })).toBeHidden();
    await expect(page.getByText("Impossibile caricare l'attività")).toBeHidden();
  } else {
    await expect(page.getByRole('alert').filter({ hasText: "Impossibile caricare l'attività" })).toBeVisible({ timeout: 15_000 });
  }

  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Sei sicuro/a di uscire?' });
  await expect(prompt).toContainText("Potrai completare l'attività in un secondo momento");
  await prompt.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/\/test$/);
  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
});

test('mobile (375 px): overview, tests list with the lock, and the details on /start', async ({ browser, app, axe }) => {
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 375, height: 800 }, hasTouch: true });
  const page = axe.watch(await context.newPage());
  await enterLeadershipAsMarco(page);
  await expect(page.getByText('Completate 1 su 6')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Le tue attività' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Vai alle attività' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await task(page, 'Caso aziendale').click();
  await expect(page.getByText(LOCKED_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');

  await task(page, 'Colloquio di feedback').click();
  await expect(page).toHaveURL(/\/start$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Colloquio di feedback' })).toBeVisible();
  await expect(page.getByText('Prepara e conduci un colloquio con un collaboratore.')).toBeVisible();
  await expect(page.getByText('Durata')).toBeVisible();
  await expect(page.getByText('30 min')).toBeVisible();
  await expect(page.getByText('Scegli le risposte più adatte a ogni passaggio del colloquio.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continua Colloquio di feedback' })).toBeVisible();

  await page.getByRole('link', { name: 'Indietro' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await context.close();
});

test('/start and /test without a current test go back to /', async ({ page }) => {
  await enterLeadershipAsMarco(page);
  await expectArea(page, 'taskroom');
  await page.goto('/start');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/test');
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
});
