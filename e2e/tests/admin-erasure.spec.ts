import { expect, test as base, type Locator } from '../support/test';
import { createCampaign, openConsole, openLeadershipParticipant } from '../support/admin';
import { persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { sidewaysOverflow } from '../support/layout';

/*
 * A person's data on request (docs/security.md, "Erasure" and "Retention"): HR downloads
 * roberto.marini's data and erases him from the console, and sets a campaign's retention. A
 * server of its own, so that every other spec still finds roberto, luca's manager among his raters.
 */
const test = base.extend<object, { erasureApp: AppServer }>({
  erasureApp: ownServer(),
  baseURL: async ({ erasureApp }, use) => use(erasureApp.url),
});

const ROBERTO = persona('roberto.marini');

/** The Leadership's progress, searched for `email`. */
async function searchProgress(hr: Locator, email: string) {
  await hr.getByLabel('Cerca per nome o e-mail').fill(email);
  await hr.getByRole('button', { name: 'Cerca', exact: true }).click();
}

test('HR downloads a person’s data, then erases them after typing their e-mail back; the person leaves the progress', async ({ page, axe }) => {
  test.setTimeout(120_000);
  const hr = await openConsole(page);
  await openLeadershipParticipant(page, hr, { email: ROBERTO, row: 'Marini Roberto', name: 'Roberto Marini' });
  const progressUrl = page.url().replace(/\/\d+$/, '');

  const [download] = await Promise.all([page.waitForEvent('download'), hr.getByRole('link', { name: 'Scarica i dati personali' }).click()]);
  expect(await download.failure()).toBeNull();
  expect(download.suggestedFilename()).toMatch(/\.zip$/);

  // At 375 px the dialog fits the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await hr.getByRole('button', { name: 'Cancella la persona…' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancellare Roberto Marini?' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('textbox', { name: /scrivi l’e-mail della persona/ });
  await expect(field).toBeFocused();
  const deleted = dialog.getByRole('region', { name: 'Sarà cancellato' }).getByRole('listitem');
  await expect(deleted).toHaveCount(7);
  await expect(deleted.first()).toHaveText('1 iscrizione a una campagna');
  await expect(dialog.getByRole('region', { name: 'Resterà, senza alcun legame con la persona' })).toContainText(
    '1 valutazione 360 data su altre persone',
  );
  await expect(dialog).toContainText('Non si può annullare');
  await expect.poll(() => sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await axe.check();

  // Escape closes it; the erase button waits for the e-mail.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });
  await hr.getByRole('button', { name: 'Cancella la persona…' }).click();
  await expect(field).toBeFocused();
  const confirm = dialog.getByRole('button', { name: 'Cancella definitivamente' });
  await expect(confirm).toBeDisabled();
  await field.fill('roberto.marini@demo');
  await expect(confirm).toBeDisabled();
  await field.fill(` ${ROBERTO.toUpperCase()} `);
  await expect(confirm).toBeEnabled();
  await axe.check();
  await confirm.click();

  await expect(page).toHaveURL(progressUrl);
  await expect(hr.getByRole('status').filter({ hasText: 'L’account di Roberto Marini e tutti i suoi dati sono stati cancellati' })).toBeVisible();
  await searchProgress(hr, ROBERTO);
  await expect(hr.getByText('Nessun partecipante corrisponde ai filtri.')).toBeVisible();
});

test('HR sets how long a campaign’s data is kept, and finds it saved after a reload', async ({ page, axe }) => {
  const hr = await openConsole(page);
  const campaign = await createCampaign(page, 'Conservazione breve');
  await page.goto(`/admin/campaigns/${campaign.id}`);
  const group = hr.getByRole('group', { name: 'Conservazione dei dati' });
  const unlink = group.getByRole('spinbutton', { name: /Scollega le persone dopo/ });
  const remove = group.getByRole('spinbutton', { name: /Cancella la campagna dopo/ });
  await expect(unlink).toHaveValue('365');
  await expect(remove).toHaveValue('730');

  await unlink.fill('90');
  await remove.fill('30');
  await hr.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(remove).toBeFocused();
  await expect(group).toContainText('La cancellazione non può venire prima dello scollegamento delle persone.');
  await axe.check();

  await remove.fill('180');
  await hr.getByRole('button', { name: 'Salva le modifiche' }).click();
  await expect(hr.getByText('Modifiche salvate.')).toBeVisible();
  await page.reload();
  await expect(unlink).toHaveValue('90');
  await expect(remove).toHaveValue('180');
});
