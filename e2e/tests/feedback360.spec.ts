import { test as base, expect, type Page, expectAccessible } from '../support/test';
import { ownServer, type AppServer } from '../support/freshApp';
import { currentCampaignId, login, persona } from '../support/app';
import { expectNoSidewaysScroll } from '../support/layout';
import { answerClosed, answerLinked, continueButton, nextPage, pageLabel, relationsOf, savedAnswers, startEvaluation } from '../support/feedback360';

/*
 * marco.bianchi's 360 (docs/demo.md): luca done, anna half way (a direct report: no middle
 * option), elena not started, himself not started. The tests run in order on a server of
 * their own; the last one finishes the last relation.
 */
const test = base.extend<object, { feedbackApp: AppServer }>({
  feedbackApp: ownServer(),
  baseURL: async ({ feedbackApp }, use) => use(feedbackApp.url),
});
test.describe.configure({ mode: 'serial' });

async function enterLeadership(page: Page) {
  await login(page, persona('marco.bianchi'));
  await page.getByRole('button', { name: 'Entra in Leadership Assessment 2026' }).click();
  const confirm = page.getByRole('dialog').getByRole('button', { name: 'CONFERMA E INIZIA' });
  // The first entry asks the language of the campaign; later ones go straight in.
  const asked = await Promise.race([confirm.waitFor().then(() => true), page.waitForURL(/\/$/).then(() => false)]);
  if (asked) {
    await page.getByRole('dialog').getByText('Italiano').click();
    await confirm.click();
    await page.waitForURL(/\/$/);
  }
  await page.goto('/skillup-360');
  await expect(page.getByTestId('completed-count')).toBeVisible();
}

/** The page turns before its answers are saved, and "Set precedente" stays disabled until they are: focus waits for it. */
async function focusPreviousSet(page: Page) {
  const previous = page.getByRole('button', { name: 'Set precedente' });
  await expect(previous).toBeEnabled();
  await previous.focus();
  await expect(previous).toBeFocused();
}

test('marco evaluates elena through every page type to the end, and the answers are on the server', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await enterLeadership(page);
  await expect(page.getByTestId('completed-count')).toHaveText('1 su 4');
  await expect(page.getByText('25%')).toBeVisible();
  await expect(page.getByText(/^Scadenza \d\d\.\d\d\.\d\d$/)).toBeVisible();
  await expectAccessible(page);

  await startEvaluation(page, 'Inizia', 'Elena Galli');
  await expect(page.getByText('Stai valutando Elena Galli')).toBeVisible();
  await expect(pageLabel(page, 1)).toBeVisible();
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByText('Rispondi alla domanda per continuare')).toBeVisible();
  await expectAccessible(page);
  const status = page.locator('[data-save-state]');
  await expect(status).toHaveText('Salvato sul server');
  await answerClosed(page, 'Spesso');
  // The page's answers are on this device until CONTINUA sends them (docs/areas/feedback-360.md).
  await expect(status).toHaveText('Salvato su questo dispositivo, non ancora inviato al server');
  await expectAccessible(page);
  await nextPage(page, 2);
  await expect(status).toHaveText('Salvato sul server');
  await answerClosed(page, 'A volte');
  await nextPage(page, 3);
  await answerClosed(page, 'Sempre');
  await nextPage(page, 4);
  await answerLinked(page);
  await expectAccessible(page);
  await nextPage(page, 5);
  await answerLinked(page);
  await nextPage(page, 6);
  await expect(page.getByPlaceholder('Ora tocca a te')).toBeVisible();
  await page.getByPlaceholder('Ora tocca a te').fill('Sempre disponibile con il gruppo.');
  await expectAccessible(page);
  await nextPage(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Delegare di più.');
  await continueButton(page).click();

  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  await expect(page).toHaveURL(/\/skillup-360$/);
  await expect(page.getByTestId('completed-count')).toHaveText('2 su 4');
  await expect(page.getByRole('button', { name: 'Modifica: Elena Galli' }).first()).toBeVisible();

  const elena = (await relationsOf(page)).find((r) => r.firstName === 'Elena');
  const saved = await savedAnswers(page, elena!.id);
  expect(saved.user_is_evaluated).toBe('y');
  expect(saved.result.filter((a) => a.value === 4 && a.answerId === undefined)).toHaveLength(10);
  expect(saved.result.filter((a) => a.answerId !== undefined)).toHaveLength(4);
  expect(saved.result.map((a) => a.textValue).filter(Boolean)).toEqual(['Sempre disponibile con il gruppo.', 'Delegare di più.']);
});

test('a connection cut mid-questionnaire and a reload resume on the same page with nothing lost', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await enterLeadership(page);
  await startEvaluation(page, 'Inizia', 'Marco Bianchi');
  // The dashboard says 'Autovalutazione' too: the questionnaire's first page is what to wait for.
  await expect(pageLabel(page, 1)).toBeVisible();
  await answerClosed(page, 'Spesso');
  await context.setOffline(true);
  const status = page.locator('[data-save-state]');
  await expect(status).toHaveText('Sei offline: salvato su questo dispositivo, in attesa della connessione (1 in sospeso)');
  await continueButton(page).click();
  await expect(pageLabel(page, 2)).toBeVisible();
  await expect(status).toHaveText('Sei offline: salvato su questo dispositivo, in attesa della connessione (1 in sospeso)');
  const groups = page.getByRole('group').filter({ has: page.getByRole('radio') });
  for (let i = 0; i < 3; i++)
    await groups
      .nth(i)
      .locator('label')
      .filter({ hasText: /^Raramente$/ })
      .click();
  // The sent page waits in the outbox, the page in hand on this device.
  await expect(status).toHaveText('Sei offline: salvato su questo dispositivo, in attesa della connessione (2 in sospeso)');
  await context.setOffline(false);
  await page.reload();

  await expect(pageLabel(page, 2)).toBeVisible();
  for (let i = 0; i < 3; i++) await expect(groups.nth(i).getByRole('radio', { name: 'Raramente' })).toBeChecked();
  await expect(groups.nth(3).getByRole('radio', { name: 'Raramente' })).not.toBeChecked();
  const me = (await relationsOf(page)).find((r) => r.firstName === 'Marco');
  await expect.poll(async () => (await savedAnswers(page, me!.id)).result.length).toBe(10);

  await answerClosed(page, 'Raramente');
  await nextPage(page, 3);
  await answerClosed(page, 'Sempre');
  await nextPage(page, 4);
  await answerLinked(page);
  await nextPage(page, 5);
  await answerLinked(page);
  await nextPage(page, 6);
  await page.getByPlaceholder('Ora tocca a te').fill('Ascolto.');
  await nextPage(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Organizzazione.');
  await continueButton(page).click();
  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  const saved = await savedAnswers(page, me!.id);
  expect(saved.user_is_evaluated).toBe('y');
  expect(saved.result.filter((a) => a.value === 2 && a.answerId === undefined)).toHaveLength(10);
});

test('at 375 px marco edits luca one question and one column at a time, to the end', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await enterLeadership(page);
  await startEvaluation(page, 'Modifica', 'Luca Ferri');
  await expect(pageLabel(page, 1)).toBeVisible();
  await expectNoSidewaysScroll(page, 'a page of closed questions');
  for (let page1 = 1; page1 <= 3; page1++) {
    const total = page1 < 3 ? 10 : 1;
    for (let i = 1; i <= total; i++) {
      await expect(page.getByText(`Domanda ${i} di ${total}`)).toBeVisible();
      await page
        .getByRole('group')
        .filter({ has: page.getByRole('radio') })
        .locator('label')
        .filter({ hasText: /^Mai$/ })
        .click();
      if (i < total) await page.getByRole('button', { name: 'Domanda successiva' }).click();
    }
    await nextPage(page, page1 + 1);
  }
  const clearColumn = async () => {
    const boxes = page.getByRole('checkbox');
    for (let i = 0; i < (await boxes.count()); i++) {
      if (await boxes.nth(i).isChecked()) await boxes.nth(i).locator('..').click();
    }
  };
  for (const reached of [5, 6]) {
    // Column one takes the first answer, column two the second; there the first is disabled.
    await expect(page.getByText('Colonna 1 di 2')).toBeVisible();
    await expectNoSidewaysScroll(page, 'a page of linked questions');
    await page.getByRole('button', { name: 'Colonna successiva' }).click();
    await clearColumn();
    await page.getByRole('button', { name: 'Colonna precedente' }).click();
    await clearColumn();
    await page.getByRole('checkbox').nth(0).locator('..').click();
    await page.getByRole('button', { name: 'Colonna successiva' }).click();
    await expect(page.getByRole('checkbox').nth(0)).toBeDisabled();
    await page.getByRole('checkbox').nth(1).locator('..').click();
    await nextPage(page, reached);
  }
  await expectNoSidewaysScroll(page, 'a page of open questions');
  await page.getByPlaceholder('Ora tocca a te').fill('Chiaro negli obiettivi.');
  await nextPage(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Più colloqui individuali.');
  await expectAccessible(page);
  await continueButton(page).click();
  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  const luca = (await relationsOf(page)).find((r) => r.firstName === 'Luca');
  const saved = await savedAnswers(page, luca!.id);
  expect(saved.result.filter((a) => a.value === 1 && a.answerId === undefined)).toHaveLength(21);
  expect(saved.result.map((a) => a.textValue).filter(Boolean)).toEqual(['Chiaro negli obiettivi.', 'Più colloqui individuali.']);
});

/**
 * The focused radio's ring is thick and of another hue than the fill of a chosen radio (the
 * focused one is chosen here), so focus and choice cannot be mistaken.
 */
async function expectRadioFocusRingApart(page: Page) {
  const ring = await page.evaluate(() => {
    const control = document.activeElement?.closest('label')?.querySelector('[data-part="item-control"]');
    if (!control) return null;
    const style = getComputedStyle(control);
    return { width: style.outlineWidth, style: style.outlineStyle, outline: style.outlineColor, fill: style.backgroundColor };
  });
  expect(ring).not.toBeNull();
  expect(ring!.width).toBe('3px');
  expect(ring!.style).toBe('solid');
  const rgb = (colour: string) => (colour.match(/\d+/g) ?? []).slice(0, 3).map(Number);
  const [outlineRed, , outlineBlue] = rgb(ring!.outline);
  const [fillRed, , fillBlue] = rgb(ring!.fill);
  expect(outlineBlue).toBeGreaterThan(outlineRed!);
  expect(fillRed).toBeGreaterThan(fillBlue!);
}

test('keyboard alone completes a closed and a linked page; the 360 task turns complete with the last relation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await enterLeadership(page);
  await startEvaluation(page, 'Continua', 'Anna Rossi');
  // Anna had ten answers: the questionnaire resumes on the second page; as a direct report she has no middle option.
  await expect(pageLabel(page, 2)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'A volte' })).toHaveCount(0);

  await focusPreviousSet(page);
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    if (i === 0) await expectRadioFocusRingApart(page);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'CONTINUA' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pageLabel(page, 3)).toBeVisible();
  await answerClosed(page, 'Spesso');
  await nextPage(page, 4);

  await focusPreviousSet(page);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('combobox').nth(0)).toHaveValue('1');
  await expect(page.getByRole('combobox').nth(1)).toHaveValue('2');
  const continueFocused = () => continueButton(page).evaluate((button) => button === document.activeElement);
  for (let i = 0; i < 10 && !(await continueFocused()); i++) await page.keyboard.press('Tab');
  await expect(continueButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pageLabel(page, 5)).toBeVisible();

  const campaign = await currentCampaignId(page);
  const user = (await relationsOf(page)).find((r) => r.firstName === 'Marco')!.id;
  const task = async () => (await (await page.request.get(`/api/tests/360/sync/${campaign}/${user}`)).json()).data.testStatus;
  expect(await task()).toBe('incomplete');

  await answerLinked(page);
  await nextPage(page, 6);
  await page.getByPlaceholder('Ora tocca a te').fill('Precisa.');
  await nextPage(page, 7);
  await page.getByPlaceholder('Ora tocca a te').fill('Più iniziativa.');
  await continueButton(page).click();
  await expect(page.getByText('Hai completato la valutazione')).toBeVisible();
  await expect(page.getByTestId('completed-count')).toHaveText('4 su 4');
  await expect(page.getByText('100%')).toBeVisible();
  expect(await task()).toBe('complete');
  await page.getByRole('tab', { name: 'Escludi nomi già valutati' }).click();
  await expect(page.getByText('Nessun test trovato')).toBeVisible();
});

test('a questionnaire of someone marco does not evaluate says so and keeps him signed in', async ({ page }) => {
  await enterLeadership(page);
  const evaluated = new Set((await relationsOf(page)).map((r) => r.id));
  const stranger = Math.max(...evaluated) + 1000;
  await page.goto(`/skillup-360/${stranger}`);
  await expect(page.getByRole('heading', { name: 'Questa persona non è tra quelle che valuti in questa campagna.' })).toBeVisible();
  await page.getByRole('button', { name: 'Torna alle valutazioni' }).click();
  await expect(page).toHaveURL(/\/skillup-360$/);
  await expect(page.getByTestId('completed-count')).toBeVisible();

  await page.goto('/skillup-360/not-a-person');
  await expect(page.getByRole('heading', { name: 'Not found...' })).toBeVisible();
});
