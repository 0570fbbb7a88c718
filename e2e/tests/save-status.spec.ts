import { readFileSync } from 'node:fs';
import { expect, test as base, type FrameLocator, type Page } from '../support/test';
import { chooseLogout, expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/queue.md §8, §9: the participant is told where the work is (on the server, on this
 * device waiting for the connection), the logout modal says when the device is offline and
 * warns before Skip, and the skipped answers come back through a file uploaded on the login
 * page of another device. Progress changes for good: a server of its own. Also the public
 * pages' language and how it carries past sign-in for marco, who has no language of his own on
 * this server (on the shared one, another spec may have entered a campaign as him).
 */
const test = base.extend<object, { statusApp: AppServer }>({
  statusApp: ownServer(),
  baseURL: async ({ statusApp }, use) => use(statusApp.url),
});
test.describe.configure({ mode: 'serial' });

const NAME = 'Colloquio di feedback';

interface Run {
  frame: FrameLocator;
  testId: number;
  campaignId: number;
  userId: number;
}

async function startTest(page: Page): Promise<Run> {
  await expectArea(page, 'taskroom');
  await page.getByRole('button', { name: new RegExp(`^${NAME} `) }).hover();
  // 'Continua' once an earlier test of this server has started it (docs/behaviour.md §2.8).
  await page.getByRole('button', { name: new RegExp(`^(Inizia|Continua) ${NAME}$`) }).click();
  await expect(page).toHaveURL(/\/test$/);
  const query = new URL((await page.getByTitle(NAME).getAttribute('src')) ?? '', 'http://x').searchParams;
  const frame = page.frameLocator(`iframe[title="${NAME}"]`);
  await expect(frame.getByRole('heading').first()).toBeVisible();
  return { frame, testId: Number(query.get('testId')), campaignId: Number(query.get('campaignId')), userId: Number(query.get('userId')) };
}

async function answer(frame: FrameLocator) {
  await frame.getByRole('radio').first().check();
  await frame.getByRole('button', { name: 'Avanti' }).click();
}

async function answeredOnServer(page: Page, run: Run): Promise<number> {
  const response = await page.request.get(`/api/tests/${run.testId}/sync/${run.campaignId}/${run.userId}`);
  if (!response.ok()) return -1;
  const { data } = (await response.json()) as { data: { testData: string | null } };
  return Object.keys((JSON.parse(data.testData ?? '{}') as { answers?: object }).answers ?? {}).length;
}

test('offline, the activity says its work waits on this device, and says saved once the server has it', async ({ page, context }) => {
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  const run = await startTest(page);
  const status = run.frame.locator('.save-status');
  await answer(run.frame);
  await expect(status).toHaveText('Salvato sul server');

  await context.setOffline(true);
  await answer(run.frame);
  await expect(status).toHaveText(/^Sei offline: salvato su questo dispositivo, in attesa della connessione \(\d+ in sospeso\)$/);
  await expect(status).not.toHaveText('Salvato sul server');

  await context.setOffline(false);
  await expect(status).toHaveText('Salvato sul server', { timeout: 30_000 });
  await expect.poll(() => answeredOnServer(page, run), { timeout: 30_000 }).toBe(2);
});

test('logout offline: the modal says so, warns before Skip, and the file it offers delivers the answers from another device', async ({
  page,
  context,
  browser,
}) => {
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  const run = await startTest(page);
  const before = await answeredOnServer(page, run);

  await context.setOffline(true);
  await answer(run.frame);
  await expect(run.frame.locator('.save-status')).toHaveText(/in attesa della connessione/);
  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The Task Room could not load offline: it comes back by itself with the connection.
  await chooseLogout(page);

  const modal = page.getByRole('alertdialog', { name: 'Sincronizzazione' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/^Il dispositivo è offline: \d+ (?:risposta è salvata|risposte sono salvate) solo qui/)).toBeVisible();
  await expect(modal.getByText('Sto inviando i tuoi progressi al server prima di uscire.')).toHaveCount(0);

  await modal.getByRole('button', { name: 'Esci senza inviare' }).click();
  await expect(
    modal.getByText(/^Se esci ora, \d+ (?:risposta non ancora inviata sarà tolta|risposte non ancora inviate saranno tolte) da questo dispositivo/),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
  const [download] = await Promise.all([page.waitForEvent('download'), modal.getByRole('link', { name: 'Scarica le risposte non inviate' }).click()]);
  const file = await download.path();
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ kind: 'skillup-pending-answers/1', userId: run.userId });

  await modal.getByRole('button', { name: 'Esci e scarta le risposte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await context.setOffline(false);
  expect(await answeredOnServer(page, run)).toBe(before);

  // Another device, which never saw these answers: the file is uploaded before signing in.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'it-IT' });
  const otherPage = await other.newPage();
  await otherPage.goto('/login');
  const upload = otherPage.getByLabel('Hai un file di risposte non inviate?');
  // The queue's code loads with the first file; a file that is not one of its own is refused by name.
  await upload.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"something else"}') });
  await expect(otherPage.getByText('Questo non è un file di risposte non inviate di Skillup.')).toBeVisible();
  await upload.setInputFiles(file);
  await expect(
    otherPage.getByText(/(?:risposta dal file è pronta: partirà|risposte dal file sono pronte: partiranno) al prossimo accesso/),
  ).toBeVisible();
  await login(otherPage, persona('davide.moretti'));
  await expect(otherPage).toHaveURL(/\/$/);
  await expect.poll(() => answeredOnServer(otherPage, run), { timeout: 30_000 }).toBe(before + 1);
  await other.close();
});

test('the login page speaks the browser language, and offers the choice', async ({ browser, baseURL }) => {
  const spanish = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = await spanish.newPage();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  // One term for one action: the heading and its button say the same.
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await spanish.close();

  const french = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const frenchPage = await french.newPage();
  await frenchPage.goto('/login');
  await expect(frenchPage.getByRole('heading', { level: 1, name: 'Accedi' })).toBeVisible();
  await french.close();
});

test("marco, who has no language yet, keeps his browser's Spanish after signing in, and the campaign's language choice starts on it", async ({
  browser,
  baseURL,
  axe,
}) => {
  const spanish = await browser.newContext({ baseURL, locale: 'es-ES' });
  const page = axe.watch(await spanish.newPage());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(persona('marco.bianchi'));
  await page.getByLabel('Contraseña').fill('Skillup-2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/select-campaign$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tus campañas' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: 'Entrar en Leadership Assessment 2026' }).click();
  const dialog = page.getByRole('dialog', { name: 'Elige el idioma' });
  await expect(dialog.getByRole('radio', { name: 'Español' })).toBeChecked();
  await axe.check();
  // Closed without confirming: marco's language stays unchosen for the other specs.
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tus campañas' })).toBeVisible();
  await spanish.close();
});
