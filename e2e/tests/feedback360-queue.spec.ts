import { test as base, expect, expectAccessible } from '../support/test';
import { ownServer, type AppServer } from '../support/freshApp';
import { chooseLogout, currentCampaignId, login, persona } from '../support/app';
import { answerClosed, continueButton, pageLabel, relationsOf, savedAnswers, startEvaluation } from '../support/feedback360';

/*
 * A 360 page confirmed offline travels in the shared queue (docs/areas/feedback-360.md,
 * "Sending pages"): the dashboard shows it as not sent, and logout's Synchronization waits
 * for it and delivers it, so a shared computer keeps nothing back. On a server of its own:
 * it changes marco's evaluation of elena.
 */
const test = base.extend<object, { queueApp: AppServer }>({
  queueApp: ownServer(),
  baseURL: async ({ queueApp }, use) => use(queueApp.url),
});

test('a page confirmed offline shows as not sent on the dashboard and reaches the server through the logout synchronization', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, persona('marco.bianchi'));
  await page.getByRole('button', { name: 'Entra in Leadership Assessment 2026' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Italiano').click();
  await dialog.getByRole('button', { name: 'CONFERMA E INIZIA' }).click();
  await page.waitForURL(/\/$/);
  await page.goto('/skillup-360');
  await expect(page.getByTestId('completed-count')).toHaveText('1 su 4');

  await startEvaluation(page, 'Inizia', 'Elena Galli');
  await expect(pageLabel(page, 1)).toBeVisible();
  await answerClosed(page, 'Spesso');
  await context.setOffline(true);
  await continueButton(page).click();
  await expect(pageLabel(page, 2)).toBeVisible();
  const status = page.locator('[data-save-state]');
  await expect(status).toHaveText('Sei offline: salvato su questo dispositivo, in attesa della connessione (1 in sospeso)');

  await page.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  const elena = page.getByRole('listitem').filter({ hasText: 'Elena Galli' }).first();
  await expect(elena.getByText('Risposte non ancora inviate')).toBeVisible();
  await expect(elena.getByRole('button', { name: 'Continua: Elena Galli' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Chiudi' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sì' }).click();
  await expect(page).toHaveURL(/\/$/);
  await chooseLogout(page);
  const modal = page.getByRole('alertdialog', { name: 'Sincronizzazione' });
  await expect(modal.getByText(/^Il dispositivo è offline: 1 risposta è salvata solo qui/)).toBeVisible();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });

  await login(page, persona('marco.bianchi'));
  await page.getByRole('button', { name: 'Entra in Leadership Assessment 2026' }).click();
  await page.waitForURL(/\/$/);
  const id = (await relationsOf(page)).find((relation) => relation.firstName === 'Elena')!.id;
  const saved = await savedAnswers(page, id);
  expect(saved.user_is_evaluated).toBe('p');
  expect(saved.result.filter((answer) => answer.value === 4)).toHaveLength(10);
  const stored = await page.request.get(`/api/tests/360/data/${await currentCampaignId(page)}/${id}`);
  expect(JSON.parse((await stored.json()).data.testData).page).toBe(1);
});
