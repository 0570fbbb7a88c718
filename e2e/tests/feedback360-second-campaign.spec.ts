import { test as base, expect, type Page } from '../support/test';
import { ownServer, type AppServer } from '../support/freshApp';
import { currentCampaignId, enterLeadershipAsMarco, expectArea, login, persona } from '../support/app';

/*
 * A second 360 campaign (docs/demo.md, Feedback 360 Team Vendite): its 360 test is known by its
 * kind, not by id 360. valentina evaluates stefano there to the end while marco's Leadership 360
 * keeps every answer and status it had. The answers stay: the spec runs on a server of its own.
 */
const test = base.extend<object, { salesApp: AppServer }>({
  salesApp: ownServer(),
  baseURL: async ({ salesApp }, use) => use(salesApp.url),
});
test.describe.configure({ mode: 'serial' });

const PAGES = 7;
const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });
const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUA' });

interface Relation {
  id: number;
  firstName: string;
  user_is_evaluated: string;
}
interface Saved {
  user_is_evaluated: string;
  result: { questionId: number; answerId?: number; value?: number; textValue?: string }[];
}

const apiJson = async (page: Page, url: string) => {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return response.json();
};
const relationsOf = async (page: Page, campaignId: number): Promise<Relation[]> =>
  (await apiJson(page, `/api/usercampaign/${campaignId}/userrelation`)).relations;
const savedAnswers = (page: Page, campaignId: number, evaluee: number): Promise<Saved> =>
  apiJson(page, `/api/usercampaign/${campaignId}/userrelation/${evaluee}`);
const myId = async (page: Page): Promise<number> => (await apiJson(page, '/api/auth/me')).user.id;
/** The campaign's 360 test as the tests list gives it, and the signed-in person's run of it. */
async function the360Task(page: Page, campaignId: number) {
  const tests: { id: number; kind: string }[] = (await apiJson(page, `/api/usertests?campaignId=${campaignId}`)).usertests;
  const feedback = tests.filter((t) => t.kind === 'feedback360');
  expect(feedback).toHaveLength(1);
  const id = feedback[0]!.id;
  const run = (await apiJson(page, `/api/tests/${id}/sync/${campaignId}/${await myId(page)}`)).data as { testStatus: string; version: number };
  return { id, run };
}

async function next(page: Page, reached: number) {
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(page.getByText(`Pagina ${reached} di ${PAGES}`)).toBeVisible();
}

async function answerClosed(page: Page, label: string) {
  const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
  const count = await groups.count();
  for (let i = 0; i < count; i++)
    await groups
      .nth(i)
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
}

async function answerLinked(page: Page) {
  const selects = page.getByRole('combobox', { name: /^Colonna per/ });
  await selects.nth(0).selectOption('1');
  await selects.nth(1).selectOption('2');
}

test("valentina evaluates stefano in the sales team's 360 to the end, and her 360 task there completes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, persona('valentina.costa'));
  // One campaign, her language set, privacy accepted: straight to its Task Room.
  await expect(page).toHaveURL(/\/$/);
  await expectArea(page, 'taskroom');
  const campaignId = await currentCampaignId(page);
  const before = await the360Task(page, campaignId);
  expect(before.id).not.toBe(360);
  expect(before.run).toMatchObject({ testStatus: 'incomplete', version: 1 });
  await expect(task(page, 'Colloquio di feedback')).toBeVisible();
  await expect(task(page, 'Feedback 360°').getByRole('img', { name: 'In corso' })).toBeVisible();

  // Started from the task list, the 360 test of this campaign opens the 360 dashboard, not the test frame.
  await task(page, 'Feedback 360°').hover();
  await page.getByRole('button', { name: 'Continua Feedback 360°' }).click();
  await expect(page).toHaveURL(/\/skillup-360$/);
  await expect(page.getByTestId('completed-count')).toHaveText('1 su 2');
  await expect(page.getByText('50%')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica: Laura Caruso' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Inizia: Stefano Fontana' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Stai per valutare Stefano Fontana')).toBeVisible();
  await dialog.getByRole('button', { name: 'Sì' }).click();
  await expect(page.getByText('Stai valutando Stefano Fontana')).toBeVisible();
  // A direct report: no middle option.
  await expect(page.getByRole('radio', { name: 'A volte' })).toHaveCount(0);
  for (const reached of [2, 3, 4]) {
    await answerClosed(page, 'Spesso');
    await next(page, reached);
  }
  await answerLinked(page);
  await next(page, 5);
  await answerLinked(page);
  await next(page, 6);
  await page.getByPlaceholder('Ora tocca a te').fill('Conosce i clienti uno per uno.');
  await next(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Condividere prima le trattative.');
  await continueButton(page).click();

  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('2 su 2');
  await expect(page.getByText('100%')).toBeVisible();
  const stefano = (await relationsOf(page, campaignId)).find((r) => r.firstName === 'Stefano')!;
  const saved = await savedAnswers(page, campaignId, stefano.id);
  expect(saved.user_is_evaluated).toBe('y');
  expect(saved.result.filter((a) => a.value === 4 && a.answerId === undefined)).toHaveLength(21);
  expect(saved.result.map((a) => a.textValue).filter(Boolean)).toEqual(['Conosce i clienti uno per uno.', 'Condividere prima le trattative.']);
  expect((await the360Task(page, campaignId)).run).toMatchObject({ testStatus: 'complete', version: 2 });

  await page.goto('/');
  await expectArea(page, 'taskroom');
  await expect(task(page, 'Feedback 360°').getByRole('img', { name: 'Completata' })).toBeVisible();
});

test("marco's Leadership 360 keeps the answers and the status it had", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await enterLeadershipAsMarco(page);
  const campaignId = await currentCampaignId(page);
  const leadership = await the360Task(page, campaignId);
  expect(leadership.id).toBe(360);
  expect(leadership.run).toMatchObject({ testStatus: 'incomplete', version: 1 });

  const relations = await relationsOf(page, campaignId);
  expect(relations.map((r) => `${r.firstName} ${r.user_is_evaluated}`)).toEqual(['Luca y', 'Elena n', 'Anna p', 'Marco n']);
  const byName = (name: string) => relations.find((r) => r.firstName === name)!.id;
  expect((await savedAnswers(page, campaignId, byName('Anna'))).result).toHaveLength(10);
  expect((await savedAnswers(page, campaignId, byName('Elena'))).result).toEqual([]);
  const luca = await savedAnswers(page, campaignId, byName('Luca'));
  expect(luca.result.filter((a) => a.answerId === undefined && a.value !== undefined)).toHaveLength(21);
  expect(luca.result.map((a) => a.textValue).filter(Boolean)).not.toContain('Conosce i clienti uno per uno.');

  await page.goto('/skillup-360');
  await expect(page.getByTestId('completed-count')).toHaveText('1 su 4');
  await expect(page.getByRole('button', { name: 'Inizia: Elena Galli' }).first()).toBeVisible();
});
