import { expect, type Page } from './test';
import { currentCampaignId } from './app';

/** The pages of the demo's 360 questionnaire (docs/demo.md). */
export const QUESTIONNAIRE_PAGES = 7;

export interface Relation {
  id: number;
  firstName: string;
  user_is_evaluated: string;
}

export interface SavedAnswers {
  user_is_evaluated: string;
  result: { questionId: number; answerId?: number; value?: number; textValue?: string }[];
}

async function apiJson(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The signed-in person's relations in the campaign they are working in, as the server holds them. */
export async function relationsOf(page: Page): Promise<Relation[]> {
  return (await apiJson(page, `/api/usercampaign/${await currentCampaignId(page)}/userrelation`)).relations;
}

/** What the server holds of the signed-in person's evaluation of `evaluee`, in the campaign they are working in. */
export async function savedAnswers(page: Page, evaluee: number): Promise<SavedAnswers> {
  return apiJson(page, `/api/usercampaign/${await currentCampaignId(page)}/userrelation/${evaluee}`);
}

/** Starts (or, `action` 'Modifica', resumes) the evaluation of `name` from the 360 dashboard, confirming it. */
export async function startEvaluation(page: Page, action: string, name: string) {
  await page.getByRole('button', { name: `${action}: ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Stai per valutare ${name}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sì' }).click();
}

export const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUA' });
export const pageLabel = (page: Page, n: number) => page.getByText(`Pagina ${n} di ${QUESTIONNAIRE_PAGES}`);

/** Goes on once the page's answers let it, and waits for page `reached`. */
export async function nextPage(page: Page, reached: number) {
  await expect(continueButton(page)).toBeEnabled();
  await continueButton(page).click();
  await expect(pageLabel(page, reached)).toBeVisible();
}

/** Answers every closed question shown with `label`. */
export async function answerClosed(page: Page, label: string) {
  const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
  const count = await groups.count();
  for (let i = 0; i < count; i++)
    await groups
      .nth(i)
      .locator('label')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .click();
}

/** Answers the two rows of a linked question shown side by side. */
export async function answerLinked(page: Page) {
  const selects = page.getByRole('combobox', { name: /^Colonna per/ });
  await selects.nth(0).selectOption('1');
  await selects.nth(1).selectOption('2');
}
