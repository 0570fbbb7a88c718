import { expect, test, type Locator, type Page } from '../support/test';
import { tabTo } from '../support/keyboard';
import { addCampaignTest, createCampaign, openCampaignByKeyboard, openCampaignSectionByKeyboard, openConsole } from '../support/admin';
import { sidewaysOverflow } from '../support/layout';

interface Questionnaire {
  scale: { value: number; label: Record<string, string> }[];
  questions: { kind: string; text: Record<string, string> }[];
}

/** A draft 360 campaign of the admin's company offered in Italian and English, with its 360 test, made through the API the console calls. */
async function new360Campaign(page: Page, name: string): Promise<number> {
  const { id } = await createCampaign(page, name, { is360: true, englishName: `${name} (EN)` });
  await addCampaignTest(page, id, { activity: '360', abbreviation: 'F360', name: { it: 'Feedback 360°' } });
  return id;
}

async function storedQuestionnaire(page: Page, campaignId: number) {
  const answer = await page.request.get(`/api/admin/campaigns/${campaignId}/feedback360`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { questionnaire: Questionnaire | null; lockedBy: string | null };
}

/** Walks to a field with Tab and types into it. */
async function write(page: Page, field: Locator, text: string) {
  await tabTo(page, field, { limit: 80 });
  await page.keyboard.type(text);
}

test.slow();

test('the admin writes the questionnaire of a new 360 campaign with the keyboard alone, saves it and finds it again after a reload', async ({
  page,
  axe,
}) => {
  const stamp = Date.now();
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaignId = await new360Campaign(page, `Feedback ${stamp}`);
  expect((await storedQuestionnaire(page, campaignId)).questionnaire).toBeNull();

  await page.goto(`/admin/campaigns/${campaignId}`);
  await openCampaignSectionByKeyboard(page, hr, 'Questionario 360');
  await expect(page).toHaveURL(new RegExp(`/admin/campaigns/${campaignId}/questionnaire$`));
  await expect(hr.getByRole('heading', { name: 'Questionario 360', level: 3 })).toBeVisible();
  await expect(hr.getByText(/non ha ancora un questionario/)).toBeVisible();
  await axe.check();

  const labels = ['Mai', 'Raramente', 'A volte', 'Spesso', 'Sempre'];
  for (const [index, label] of labels.entries()) {
    await write(page, hr.getByRole('textbox', { name: `Etichetta del valore ${index + 1} (Italiano)` }), label);
  }
  await write(page, hr.getByRole('textbox', { name: 'Etichetta del valore 5 (Inglese)' }), 'Always');
  await write(page, hr.getByRole('textbox', { name: 'Affermazione della domanda 1 (Italiano)' }), 'Ascolta prima di decidere');

  // An open question: added, its kind chosen by typing the option's name in the closed select.
  await tabTo(page, hr.getByRole('button', { name: 'Aggiungi una domanda' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(hr.getByRole('heading', { name: 'Domanda 2' })).toBeFocused();
  const kind2 = hr.getByRole('combobox', { name: 'Tipo della domanda 2' });
  await tabTo(page, kind2);
  await page.keyboard.type('Aperta');
  await expect(kind2).toHaveValue('open');
  await write(page, hr.getByRole('textbox', { name: 'Testo della domanda 2 (Italiano)' }), 'Cosa dovrebbe cambiare?');

  // A linked question with one column and two answers.
  await tabTo(page, hr.getByRole('button', { name: 'Aggiungi una domanda' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(hr.getByRole('heading', { name: 'Domanda 3' })).toBeFocused();
  const kind3 = hr.getByRole('combobox', { name: 'Tipo della domanda 3' });
  await tabTo(page, kind3);
  await page.keyboard.type('Collegata');
  await expect(kind3).toHaveValue('linked');
  await write(page, hr.getByRole('textbox', { name: 'Testo della domanda 3 (Italiano)' }), 'Dove eccelle?');
  await write(page, hr.getByRole('textbox', { name: 'Colonna 1 della domanda 3 (Italiano)' }), 'Punto di forza');
  await write(page, hr.getByRole('textbox', { name: 'Risposta 1 della domanda 3 (Italiano)' }), 'Ascolto');
  await tabTo(page, hr.getByRole('button', { name: 'Aggiungi una risposta alla domanda 3' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('Risposta 2 della domanda 3 aggiunta.')).toBeVisible();
  await write(page, hr.getByRole('textbox', { name: 'Risposta 2 della domanda 3 (Italiano)' }), 'Delega');
  await axe.check();

  // The linked question moves above the open one; the focus stays on the button pressed.
  await tabTo(page, hr.getByRole('button', { name: 'Sposta su la domanda 3' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('La domanda 3 ora è la domanda 2.')).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Sposta su la domanda 2' })).toBeFocused();
  await expect(hr.getByRole('combobox', { name: 'Tipo della domanda 2' })).toHaveValue('linked');

  await tabTo(page, hr.getByRole('button', { name: 'Salva il questionario' }), { limit: 120 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('Questionario salvato.')).toBeVisible();

  const stored = await storedQuestionnaire(page, campaignId);
  expect(stored.lockedBy).toBeNull();
  expect(stored.questionnaire?.scale.map((step) => step.label)).toEqual([
    { it: 'Mai' },
    { it: 'Raramente' },
    { it: 'A volte' },
    { it: 'Spesso' },
    { it: 'Sempre', en: 'Always' },
  ]);
  expect(stored.questionnaire?.questions.map((question) => [question.kind, question.text])).toEqual([
    ['closed', { it: 'Ascolta prima di decidere' }],
    ['linked', { it: 'Dove eccelle?' }],
    ['open', { it: 'Cosa dovrebbe cambiare?' }],
  ]);

  await page.reload();
  await expect(hr.getByRole('textbox', { name: 'Affermazione della domanda 1 (Italiano)' })).toHaveValue('Ascolta prima di decidere');
  await expect(hr.getByRole('textbox', { name: 'Etichetta del valore 5 (Inglese)' })).toHaveValue('Always');
  await expect(hr.getByRole('combobox', { name: 'Tipo della domanda 2' })).toHaveValue('linked');
  await expect(hr.getByRole('textbox', { name: 'Risposta 2 della domanda 2 (Italiano)' })).toHaveValue('Delega');
  await expect(hr.getByRole('textbox', { name: 'Testo della domanda 3 (Italiano)' })).toHaveValue('Cosa dovrebbe cambiare?');

  // On a phone the same page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(hr.getByRole('button', { name: 'Salva il questionario' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
});

test('the seeded Leadership Assessment, which raters have answered, shows its questionnaire read-only with the reason, at 375 px too', async ({
  page,
  axe,
}) => {
  const hr = await openConsole(page, { width: 375, height: 800 });
  await openCampaignByKeyboard(page, hr, 'Leadership Assessment 2026', 80);
  await openCampaignSectionByKeyboard(page, hr, 'Questionario 360');
  await expect(page).toHaveURL(/\/questionnaire$/);

  await expect(hr.getByText(/Il questionario non si può più cambiare: qualcuno ha già risposto/)).toBeVisible();
  const questions = hr.getByRole('list', { name: 'Domande in ordine' });
  await expect(questions.getByRole('heading', { name: 'Domanda 1', exact: true })).toBeVisible();
  await expect(hr.getByRole('textbox')).toHaveCount(0);
  await expect(hr.getByRole('button', { name: /Salva il questionario|Aggiungi una domanda|Sposta|Rimuovi/ })).toHaveCount(0);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
});
