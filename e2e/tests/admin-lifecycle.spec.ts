import { expect, test, type Page } from '../support/test';
import { tabTo } from '../support/keyboard';
import { addCampaignTest, createCampaign, IN_BASKET_TEST, launchCampaign, openConsole } from '../support/admin';
import { sidewaysOverflow } from '../support/layout';

interface StoredCampaign {
  state: string;
  reportsReleased: boolean;
}

/** An open campaign of the admin's company with one test, made and launched through the API the console calls. */
async function openCampaign(page: Page, name: string): Promise<number> {
  const { id } = await createCampaign(page, name);
  await addCampaignTest(page, id, IN_BASKET_TEST);
  await launchCampaign(page, id);
  return id;
}

async function stored(page: Page, id: number): Promise<StoredCampaign> {
  const answer = await page.request.get(`/api/admin/campaigns/${id}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { campaign: StoredCampaign }).campaign;
}

test.slow();

test('on a phone, the admin closes a campaign and releases its reports with the keyboard alone, each step asked in a dialog that starts on Annulla', async ({
  page,
  axe,
}) => {
  const hr = await openConsole(page);
  const id = await openCampaign(page, `Chiusura ${Date.now()}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/admin/campaigns/${id}`);
  await expect(hr.getByText('Aperta', { exact: true })).toBeVisible();

  // Closing, asked: Annulla keeps the campaign open and gives the focus back to the button.
  const close = hr.getByRole('button', { name: 'Chiudi la campagna' });
  await tabTo(page, close, { limit: 80 });
  await page.keyboard.press('Enter');
  const closing = page.getByRole('alertdialog', { name: 'Chiudere la campagna?' });
  await expect(closing).toContainText('Non si può tornare indietro: una campagna chiusa non si riapre.');
  await expect(closing.getByRole('button', { name: 'Annulla' })).toBeFocused();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
  await page.keyboard.press('Enter');
  await expect(closing).toHaveCount(0);
  await expect(close).toBeFocused();
  expect((await stored(page, id)).state).toBe('ACTIVE');

  await page.keyboard.press('Enter');
  await expect(closing.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await tabTo(page, closing.getByRole('button', { name: 'Sì, chiudi' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('Campagna chiusa.')).toBeVisible();
  await expect(hr.getByText('Chiusa', { exact: true })).toBeVisible();
  expect(await stored(page, id)).toMatchObject({ state: 'CLOSED', reportsReleased: false });

  const release = hr.getByRole('button', { name: 'Rilascia i report' });
  await expect(release).toBeFocused();
  await page.keyboard.press('Enter');
  const releasing = page.getByRole('alertdialog', { name: 'Rilasciare i report?' });
  await expect(releasing).toContainText('Non si può tornare indietro: i report rilasciati non si ritirano.');
  await expect(releasing.getByRole('button', { name: 'Annulla' })).toBeFocused();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();
  await tabTo(page, releasing.getByRole('button', { name: 'Sì, rilascia' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('Report rilasciati.')).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Rilascia i report' })).toHaveCount(0);
  expect(await stored(page, id)).toMatchObject({ state: 'CLOSED', reportsReleased: true });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
