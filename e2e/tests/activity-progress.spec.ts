import { backgroundChecksDone, expect, test as base, type Page, type FrameLocator, type Request } from '../support/test';
import { chooseLogout, enterLeadershipAsMarco, expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/behaviour.md §4, §7.5, §8, §2.15: an activity's progress goes through the offline queue to the
 * server and nothing is lost on the way: not offline, not across a reload, not while the
 * server fails, not at logout. The personas' progress changes for good: a server of its own.
 */
const test = base.extend<object, { progressApp: AppServer }>({
  progressApp: ownServer(),
  baseURL: async ({ progressApp }, use) => use(progressApp.url),
});
test.describe.configure({ mode: 'serial' });

interface Run {
  frame: FrameLocator;
  testId: number;
  campaignId: number;
  userId: number;
}

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

/** From the Task Room: preview the task, start it, and wait for its activity to greet. */
async function startTest(page: Page, name: string): Promise<Run> {
  await expectArea(page, 'taskroom');
  await task(page, name).hover();
  // A test in progress is taken up with 'Continua' (docs/behaviour.md §2.8).
  await page.getByRole('button', { name: new RegExp(`^(Inizia|Continua) ${name}$`) }).click();
  await expect(page).toHaveURL(/\/test$/);
  const src = (await page.getByTitle(name).getAttribute('src')) ?? '';
  const query = new URL(src, 'http://x').searchParams;
  const frame = page.frameLocator(`iframe[title="${name}"]`);
  await expect(frame.getByRole('heading').first()).toBeVisible();
  await backgroundChecksDone(page);
  return { frame, testId: Number(query.get('testId')), campaignId: Number(query.get('campaignId')), userId: Number(query.get('userId')) };
}

/** The situational-judgement activity: the first option of the current scenario, then on. */
async function answerScenario(frame: FrameLocator, next = true) {
  await frame.getByRole('radio').first().check();
  if (next) await frame.getByRole('button', { name: 'Avanti' }).click();
}

async function finish(page: Page, frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Concludi' }).click();
  await page.getByRole('alertdialog', { name: "Vuoi concludere l'attività?" }).getByRole('button', { name: 'Sì' }).click();
  await expect(frame.getByRole('heading', { name: 'Attività completata' })).toBeVisible();
}

async function serverCopy(page: Page, run: Run) {
  const response = await page.request.get(`/api/tests/${run.testId}/sync/${run.campaignId}/${run.userId}`);
  expect(response.ok()).toBe(true);
  const { data } = await response.json();
  return data as { version: number; testData: string | null; testStatus: string };
}

/** Waits until the server holds what the activity last saved, then answers it. */
async function settledCopy(page: Page, run: Run, check: (copy: Awaited<ReturnType<typeof serverCopy>>) => boolean) {
  let copy = await serverCopy(page, run);
  await expect.poll(async () => check((copy = await serverCopy(page, run))), { timeout: 45_000, intervals: [250, 500, 1000] }).toBe(true);
  return copy;
}

const answered = (copy: { testData: string | null }) => Object.keys((JSON.parse(copy.testData ?? '{}') as { answers?: object }).answers ?? {}).length;

test('offline mid-activity, reloaded while offline, then back: the work reaches the server once and the activity resumes', async ({
  page,
  context,
}) => {
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  let run = await startTest(page, 'Colloquio di feedback');
  await answerScenario(run.frame);
  await settledCopy(page, run, (copy) => copy.testStatus === 'incomplete' && answered(copy) === 1);

  await context.setOffline(true);
  await answerScenario(run.frame);
  await answerScenario(run.frame);
  await expect(run.frame.getByText('Situazione 4 / 4')).toBeVisible();
  // The page goes away while the changes have reached only this browser.
  await page.reload().catch(() => undefined);
  await context.setOffline(false);

  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/tests\/\d+\/(data|status|sync)\//.test(request.url())) writes.push(request);
  });
  await page.goto('/');
  await expectArea(page, 'taskroom');
  const copy = await settledCopy(page, run, (c) => answered(c) === 3);
  expect(copy.testStatus).toBe('incomplete');

  run = await startTest(page, 'Colloquio di feedback');
  await expect(run.frame.getByText('Situazione 4 / 4')).toBeVisible();
  await answerScenario(run.frame, false);
  const outcomes = page.waitForResponse((r) => r.url().includes(`/api/outcomes/${run.campaignId}/${run.testId}/${run.userId}`) && r.ok());
  await finish(page, run.frame);
  expect(await (await outcomes).json()).toMatchObject({ status: true });

  const final = await settledCopy(page, run, (c) => c.testStatus === 'complete');
  expect(answered(final)).toBe(4);
  // Every change counted once: the server's version is the number of changes the activity made.
  const versions = writes.map((request) => (request.postDataJSON() as { version: number }).version);
  expect(final.version).toBe(Math.max(...versions, copy.version));
  await page.goto('/');
  await expect(task(page, 'Colloquio di feedback').getByRole('img', { name: 'Completata' })).toBeVisible();
});

test('the server failing with 500s and then recovering: the queue retries and the work arrives', async ({ page }) => {
  await enterLeadershipAsMarco(page);
  const run = await startTest(page, 'Colloquio di feedback');
  let refused = 0;
  await page.route('**/api/tests/*/data/**', async (route) => {
    refused += 1;
    await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: false, code: 'INTERNAL', message: 'down' }) });
  });
  await answerScenario(run.frame);
  await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await page.unroute('**/api/tests/*/data/**');
  const copy = await settledCopy(page, run, (c) => answered(c) >= 1 && (JSON.parse(c.testData ?? '{}') as { index?: number }).index === 1);
  expect(copy.testStatus).toBe('incomplete');

  // Reloading the activity brings the person back to it, where they were.
  await page.reload();
  await expect(page).toHaveURL(/\/test$/);
  await expect(page.frameLocator('iframe[title="Colloquio di feedback"]').getByText('Situazione 2 / 4')).toBeVisible();
});

test('logout with progress still pending waits in the Sincronizzazione modal, then completes', async ({ page }) => {
  await enterLeadershipAsMarco(page);
  const run = await startTest(page, 'Colloquio di feedback');
  const before = await serverCopy(page, run);
  await page.route('**/api/tests/**', (route) => route.abort('internetdisconnected'));
  await answerScenario(run.frame);
  await page.getByRole('button', { name: "Esci dall'attività" }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  await expect(page).toHaveURL(/\/$/);

  await chooseLogout(page);
  const modal = page.getByRole('alertdialog', { name: 'Sincronizzazione' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('progressbar')).toBeVisible();
  await page.unroute('**/api/tests/**');
  await expect(page).toHaveURL(/\/login$/, { timeout: 45_000 });

  const signIn = await page.request.post('/api/auth/login', {
    data: { username: persona('marco.bianchi'), password: 'Skillup-2026' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signIn.ok()).toBe(true);
  const after = await serverCopy(page, run);
  expect(after.version).toBeGreaterThan(before.version);
  expect(answered(after)).toBeGreaterThan(answered(before));
});

test('leaving the page with progress unsent: the beacon carries it to the server', async ({ page, browser }) => {
  await enterLeadershipAsMarco(page);
  const run = await startTest(page, 'Colloquio di feedback');
  const before = await serverCopy(page, run);
  // The ordinary calls never get through; only the page-leave beacon can deliver the change.
  await page.route('**/api/tests/*/data/**', (route) => route.abort('internetdisconnected'));
  await page.route('**/api/tests/*/status/**', (route) => route.abort('internetdisconnected'));
  await run.frame.getByRole('radio').nth(1).check();
  await expect(run.frame.getByText(/salvato su questo dispositivo/)).toBeVisible();
  const origin = new URL(page.url()).origin;
  const cookies = await page.context().cookies();
  // The browser sends the beacon as the page goes; it is not one of the page's own requests.
  await page.goto('about:blank');

  // Read back in a context that never queued anything: what the server holds came by beacon.
  const reader = await browser.newContext({ baseURL: origin });
  await reader.addCookies(cookies);
  const copy = await settledCopy(await reader.newPage(), run, (c) => c.version > before.version);
  expect(answered(copy)).toBeGreaterThanOrEqual(answered(before));
  await reader.close();
});

test('a timed test takes two presses, Inizia and Entra, counts down on the server’s clock, and a reload does not give the time back', async ({
  page,
}) => {
  await enterLeadershipAsMarco(page);
  await expectArea(page, 'taskroom');
  await task(page, 'Ragionamento numerico').hover();
  await page.getByRole('button', { name: 'Inizia Ragionamento numerico' }).click();
  await page.getByRole('button', { name: 'Entra in Ragionamento numerico' }).click();
  const frame = page.frameLocator('iframe[title="Ragionamento numerico"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Ragionamento numerico' })).toBeVisible();
  const timer = frame.getByRole('timer');
  await expect(timer).toHaveText(/^(19:[0-5]\d|20:00)$/);
  await expect(frame.getByRole('button', { name: 'Inizia' })).toHaveCount(0);
  const seconds = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3));
  const first = seconds((await timer.textContent()) ?? '');

  await page.waitForTimeout(2000);
  await page.reload();
  await expect(page).toHaveURL(/\/test$/);
  const enter = page.getByRole('button', { name: 'Entra in Ragionamento numerico' });
  const resumed = page.frameLocator('iframe[title="Ragionamento numerico"]').getByRole('timer');
  // The timed test's intro may greet the person again; the clock goes on either way.
  await Promise.race([enter.waitFor(), resumed.waitFor()]);
  if (await enter.isVisible()) await enter.click();
  await expect(resumed).toHaveText(/^19:[0-5]\d$/);
  expect(seconds((await resumed.textContent()) ?? '')).toBeLessThan(first);
});

test('an assessor picks an assessed user, reads their work and writes a rating', async ({ page }) => {
  await login(page, persona('sara.conti'));
  await expect(page).toHaveURL(/\/$/);
  const run = await startTest(page, 'Colloquio di feedback');
  await expect(run.frame.getByRole('heading', { name: "Valutazione dell'assessor" })).toBeVisible();
  // The picker tells where each person stands: luca finished and was rated in the seed.
  await expect(run.frame.getByRole('button', { name: 'Luca Ferri — Completata · Già valutata da te' })).toBeVisible();
  await expect(run.frame.getByRole('button', { name: /^Marco Bianchi — (Non iniziata|In corso|Completata) · Da valutare$/ })).toBeVisible();
  await run.frame.getByRole('button', { name: /^Marco Bianchi/ }).click();
  await expect(run.frame.getByRole('heading', { name: 'Marco Bianchi' })).toBeVisible();
  const save = run.frame.getByRole('button', { name: 'Salva la valutazione' });
  // Saved too early, the form names the missing criteria as it labels them, in Italian.
  await save.click();
  await expect(run.frame.locator('form .actions').getByRole('status')).toHaveText(
    'Manca una valutazione da 1 a 5 per: Qualità del giudizio e Attenzione alla persona',
  );
  for (const group of await run.frame.getByRole('group').all()) await group.getByRole('radio').nth(3).check();
  await save.click();
  // Said next to the button that saved, not in the page's header.
  await expect(run.frame.locator('form .actions').getByRole('status')).toHaveText('Valutazione salvata');
  await expect(run.frame.locator('header').getByText('Valutazione salvata')).toHaveCount(0);
  await run.frame.getByRole('button', { name: "Torna all'elenco" }).click();
  await expect(run.frame.getByRole('button', { name: /^Marco Bianchi — .* · Già valutata da te$/ })).toBeVisible();

  const response = await page.request.get(`/api/tests/${run.testId}/assessedOutcomes/${run.campaignId}`);
  const { list } = (await response.json()) as { list: Array<{ userId: number; assessorOutcomes: Array<{ value: number }> }> };
  const marco = list.find((entry) => entry.assessorOutcomes.length > 0);
  expect(marco?.assessorOutcomes.every((outcome) => outcome.value === 4)).toBe(true);
});
