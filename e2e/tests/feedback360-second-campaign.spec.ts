import { test as base, expect, type Page } from '../support/test';
import { ownServer, type AppServer } from '../support/freshApp';
import { currentCampaignId, enterLeadershipAsMarco, expectArea, login, persona } from '../support/app';
import { answerClosed, answerLinked, continueButton, nextPage, relationsOf, savedAnswers, startEvaluation } from '../support/feedback360';

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

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

const apiJson = async (page: Page, url: string) => {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return response.json();
};
const myId = async (page: Page): Promise<number> => (await apiJson(page, '/api/auth/me')).user.id;
/** The campaign's 360 test as the tests list gives it, and the signed-in person's run of it. */
async function the360Task(page: Page, campaignId: number) {
  const tests: { id: number; kind: string }[] = (await apiJson(page, `/api/usercampaign/${campaignId}/usertests`)).usertests;
  const feedback = tests.filter((t) => t.kind === 'feedback360');
  expect(feedback).toHaveLength(1);
  const id = feedback[0]!.id;
  const run = (await apiJson(page, `/api/tests/${id}/sync/${campaignId}/${await myId(page)}`)).data as { testStatus: string; version: number };
  return { id, run };
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

  await startEvaluation(page, 'Inizia', 'Stefano Fontana');
  await expect(page.getByText('Stai valutando Stefano Fontana')).toBeVisible();
  // A direct report: no middle option.
  await expect(page.getByRole('radio', { name: 'A volte' })).toHaveCount(0);
  for (const reached of [2, 3, 4]) {
    await answerClosed(page, 'Spesso');
    await nextPage(page, reached);
  }
  await answerLinked(page);
  await nextPage(page, 5);
  await answerLinked(page);
  await nextPage(page, 6);
  await page.getByPlaceholder('Ora tocca a te').fill('Conosce i clienti uno per uno.');
  await nextPage(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Condividere prima le trattative.');
  await continueButton(page).click();

  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('2 su 2');
  await expect(page.getByText('100%')).toBeVisible();
  const stefano = (await relationsOf(page)).find((r) => r.firstName === 'Stefano')!;
  const saved = await savedAnswers(page, stefano.id);
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

  const relations = await relationsOf(page);
  expect(relations.map((r) => `${r.firstName} ${r.user_is_evaluated}`)).toEqual(['Luca y', 'Elena n', 'Anna p', 'Marco n']);
  const byName = (name: string) => relations.find((r) => r.firstName === name)!.id;
  expect((await savedAnswers(page, byName('Anna'))).result).toHaveLength(10);
  expect((await savedAnswers(page, byName('Elena'))).result).toEqual([]);
  const luca = await savedAnswers(page, byName('Luca'));
  expect(luca.result.filter((a) => a.answerId === undefined && a.value !== undefined)).toHaveLength(21);
  expect(luca.result.map((a) => a.textValue).filter(Boolean)).not.toContain('Conosce i clienti uno per uno.');

  await page.goto('/skillup-360');
  await expect(page.getByTestId('completed-count')).toHaveText('1 su 4');
  await expect(page.getByRole('button', { name: 'Inizia: Elena Galli' }).first()).toBeVisible();
});
