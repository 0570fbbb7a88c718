import { expect, test } from '../support/test';
import { chooseLogout, expectArea, login, persona } from '../support/app';

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logo, company, TASK ROOM, Task Room and Report, account menu without Change campaign for one campaign', async ({ page }) => {
    await login(page, persona('luca.ferri'));
    await expectArea(page, 'taskroom');
    const header = page.locator('header').first();
    await expect(header.getByRole('link', { name: 'Skillup, vai alla home' })).toBeVisible();
    await expect(header.getByText('TASK ROOM', { exact: true })).toBeVisible();
    const menu = header.getByRole('navigation', { name: 'Menu principale' });
    await expect(menu.getByRole('link')).toHaveText(['Task Room', 'Report']);
    await expect(header.getByTestId('user-avatar')).toHaveAttribute('data-size', '40px');

    await menu.getByRole('link', { name: 'Report' }).click();
    await expect(page).toHaveURL(/\/report$/);
    await expectArea(page, 'report');

    await header.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Esci' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cambia campagna' })).toHaveCount(0);
  });

  test('before a campaign is chosen the header offers no Task Room or Report', async ({ page }) => {
    await login(page, persona('marco.bianchi'));
    await expect(page).toHaveURL(/\/select-campaign$/);
    const header = page.locator('header').first();
    await expect(header.getByText('TASK ROOM', { exact: true })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Menu principale' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Report' })).toHaveCount(0);
  });

  test("'Not found...' keeps the header and leads home", async ({ page }) => {
    await login(page, persona('luca.ferri'));
    await expectArea(page, 'taskroom');
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Not found...' })).toBeVisible();
    await expect(page.locator('header').first().getByText('TASK ROOM', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Torna alla home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectArea(page, 'taskroom');
  });

  test('an unknown page without a session leads to the login', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout ends the session', async ({ page }) => {
    await login(page, persona('luca.ferri'));
    await expectArea(page, 'taskroom');
    await chooseLogout(page);
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/report');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the 360 screen has a close button that goes home, once the participant confirms', async ({ page }) => {
    await login(page, persona('luca.ferri'));
    await expectArea(page, 'taskroom');
    await page.goto('/skillup-360');
    await expectArea(page, '360');
    await page.locator('header').getByRole('button', { name: 'Chiudi' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Vuoi tornare alla Home?' });
    await expect(confirm.getByText('Sarai reindirizzato a Home')).toBeVisible();
    await confirm.getByRole('button', { name: 'Sì' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Overview, Tests and Report, no company, icon buttons with names, a 25 px avatar', async ({ page }) => {
    // admin has several campaigns; entering the single-language Agenda changes nothing of his.
    await login(page, 'admin@demo.skillup.test');
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto('/select-campaign');
    await page.getByRole('button', { name: 'Entra in Agenda' }).click();
    await expectArea(page, 'calendar');
    const header = page.locator('header').first();
    // The campaign's entries, then the area his role may open (docs/remotes.md).
    await expect(header.getByRole('navigation', { name: 'Menu principale' }).getByRole('link')).toHaveText([
      'Panoramica',
      'Test',
      'Report',
      'Amministrazione',
    ]);
    await expect(header.getByTestId('user-avatar')).toHaveAttribute('data-size', '25px');
    await expect(header.getByRole('button', { name: 'Cambia campagna' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Il tuo account' }).getByTestId('user-avatar')).toBeVisible();
    await header.getByRole('button', { name: 'Esci' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
