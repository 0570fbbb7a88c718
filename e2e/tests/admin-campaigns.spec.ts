import { expect, test, type Page } from '../support/test';
import { tabTo } from '../support/keyboard';
import { openConsole } from '../support/admin';
import { sidewaysOverflow } from '../support/layout';

/**
 * What to type in a date input for `iso`: the input takes day and month in the order of the
 * browser's own language, not the page's, so the days chosen have the day equal to the month.
 */
function typedDay(iso: string) {
  const [year, month, day] = iso.split('-');
  if (month !== day) throw new Error(`${iso}: the day must equal the month, to be typed alike in any order`);
  return `${day}${month}${year}`;
}

/** The console, on a screen of `viewport`, once it shows the list of campaigns it opens on. */
async function openCampaignList(page: Page, viewport: { width: number; height: number }) {
  const hr = await openConsole(page, viewport);
  await expect(hr.getByRole('heading', { name: 'Campagne', level: 2 })).toBeVisible();
  return hr;
}

// One long walk, key by key, through the form and the tests editor.
test.slow();

test('the admin creates a campaign from nothing with the keyboard alone, with two tests one after the other, and launches it', async ({
  page,
  axe,
}) => {
  const name = `Onboarding ${Date.now()}`;
  const hr = await openCampaignList(page, { width: 1280, height: 900 });

  await tabTo(page, hr.getByRole('link', { name: 'Nuova campagna' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/campaigns\/new$/);
  const form = hr.locator('form');
  const italian = form.getByRole('group', { name: 'Italiano' });
  const english = form.getByRole('group', { name: 'Inglese' });

  // Sent empty, the form names what is missing and takes the focus there.
  await tabTo(page, form.getByRole('button', { name: 'Crea la campagna' }), { limit: 80 });
  await page.keyboard.press('Enter');
  await expect(form.getByRole('alert')).toContainText('3 campi da correggere');
  await expect(italian.getByRole('textbox', { name: 'Nome' })).toBeFocused();
  await axe.check();

  await page.keyboard.type(name);
  await tabTo(page, italian.getByRole('textbox', { name: 'Descrizione' }));
  await page.keyboard.type('<p>Per chi entra in azienda</p>');
  await tabTo(page, english.getByRole('textbox', { name: 'Nome' }));
  await page.keyboard.type(`${name} (EN)`);
  await tabTo(page, form.getByLabel(/Data di inizio/));
  await page.keyboard.type(typedDay('2027-01-01'));
  await tabTo(page, form.getByLabel(/Data di fine/));
  await page.keyboard.type(typedDay('2027-03-03'));
  await expect(form.getByLabel(/Data di inizio/)).toHaveValue('2027-01-01');
  await expect(form.getByLabel(/Data di fine/)).toHaveValue('2027-03-03');
  await tabTo(page, form.getByRole('textbox', { name: "Testo dell'informativa (HTML)" }));
  await page.keyboard.type('<p>Trattiamo i tuoi dati per la valutazione.</p>');
  await tabTo(page, form.getByRole('button', { name: 'Crea la campagna' }), { limit: 40 });
  await page.keyboard.press('Enter');

  // Created as a draft, the campaign opens on its tests.
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+\/tests$/);
  await expect(hr.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(hr.getByText('Bozza', { exact: true })).toBeVisible();
  const list = hr.getByRole('list', { name: 'Test in ordine' });

  async function addTest(abbreviation: string, italianName: string, englishName: string, after?: string) {
    await tabTo(page, hr.getByRole('button', { name: 'Aggiungi un test' }), { limit: 60 });
    await page.keyboard.press('Enter');
    const testForm = hr.getByRole('form', { name: 'Nuovo test' });
    await expect(testForm.getByRole('combobox', { name: /Attività/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(testForm.getByRole('combobox', { name: /Attività/ })).not.toHaveValue('');
    await tabTo(page, testForm.getByRole('textbox', { name: /Sigla/ }));
    await page.keyboard.type(abbreviation);
    await tabTo(page, testForm.getByRole('group', { name: 'Italiano' }).getByRole('textbox', { name: 'Nome' }));
    await page.keyboard.type(italianName);
    await tabTo(page, testForm.getByRole('group', { name: 'Inglese' }).getByRole('textbox', { name: 'Nome' }));
    await page.keyboard.type(englishName);
    if (after) {
      const prerequisite = testForm.getByRole('group', { name: /Prerequisiti/ }).getByRole('checkbox', { name: after });
      await tabTo(page, prerequisite);
      await page.keyboard.press('Space');
      await expect(prerequisite).toBeChecked();
    }
    await axe.check();
    await tabTo(page, testForm.getByRole('button', { name: 'Aggiungi il test' }));
    await page.keyboard.press('Enter');
    await expect(hr.getByRole('status').filter({ hasText: `${italianName} aggiunto.` })).toBeVisible();
  }

  await addTest('ACC', 'Accoglienza', 'Welcome');
  await addTest('CASO', 'Primo caso', 'First case', 'Accoglienza');
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByRole('heading')).toHaveText('Accoglienza');
  await expect(items.nth(1)).toContainText('Dopo: Accoglienza');

  // The settings show what the server kept, and the notice as participants will read it.
  await tabTo(page, hr.getByRole('link', { name: 'Impostazioni' }), { limit: 60 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);
  await expect(hr.getByRole('region', { name: "Anteprima dell'informativa come la vedranno i partecipanti" })).toContainText(
    'Trattiamo i tuoi dati per la valutazione.',
  );

  await tabTo(page, hr.getByRole('button', { name: 'Avvia la campagna' }), { limit: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Avviare la campagna?' });
  await expect(dialog).toContainText('Non si può tornare indietro');
  await expect(dialog.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await axe.check();
  await tabTo(page, dialog.getByRole('button', { name: 'Sì, avvia' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(hr.getByText('Campagna avviata.')).toBeVisible();
  await expect(hr.getByText('Aperta', { exact: true })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Chiudi la campagna' })).toBeFocused();

  // Back on the list, the campaign is open, with the English name in English.
  await tabTo(page, hr.getByRole('link', { name: 'Tutte le campagne' }), { limit: 120 });
  await page.keyboard.press('Enter');
  const row = hr.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Aperta');
  await expect(row).toContainText('0 %');
});

test('every screen of the campaigns fits a 375 px screen: tables and forms scroll inside themselves, the page never sideways', async ({ page }) => {
  const hr = await openCampaignList(page, { width: 375, height: 800 });
  await expect(hr.getByRole('table', { name: 'Campagne' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await hr.getByRole('link', { name: 'Leadership Assessment 2026' }).click();
  await expect(page).toHaveURL(/\/admin\/campaigns\/\d+$/);
  await expect(hr.getByRole('region', { name: "Anteprima dell'informativa come la vedranno i partecipanti" })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  const tabs = hr.getByRole('navigation', { name: 'Sezioni della campagna' });
  await tabs.getByRole('link', { name: 'Test', exact: true }).click();
  await expect(hr.getByRole('list', { name: 'Test in ordine' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await hr
    .getByRole('button', { name: /^Modifica / })
    .first()
    .click();
  await expect(hr.getByRole('form', { name: /^Modifica di / })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await tabs.getByRole('link', { name: 'Versioni', exact: true }).click();
  await expect(hr.getByRole('group', { name: 'Report' })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

  await page.goto('/admin/campaigns/new');
  await expect(hr.getByRole('heading', { name: 'Nuova campagna', level: 2 })).toBeVisible();
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
});
