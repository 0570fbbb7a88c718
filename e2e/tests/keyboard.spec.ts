import { expect, test as base } from '../support/test';
import { isFocused, tabTo } from '../support/keyboard';
import { persona, DEMO_PASSWORD } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/** Marco's language choice and a finished questionnaire stay: a server of its own. */
const test = base.extend<object, { keyboardApp: AppServer }>({
  keyboardApp: ownServer(),
  baseURL: async ({ keyboardApp }, use) => use(keyboardApp.url),
});

test.use({ viewport: { width: 1280, height: 900 } });
// One long walk, key by key, through four screens and a whole activity.
test.slow();

test('by keyboard alone: sign in, choose a campaign, open an activity and finish it', async ({ page }) => {
  await page.goto('/login');
  await tabTo(page, page.getByLabel(/e-?mail/i));
  await page.keyboard.type(persona('marco.bianchi'));
  await tabTo(page, page.getByLabel(/password/i));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  // Each new page starts the keyboard at its heading.
  await expect(page).toHaveURL(/\/select-campaign$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /Leadership Assessment 2026/ }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: /conferma e inizia/i });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buongiorno, Marco.' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: /^Riflessione sui valori / }));
  await page.keyboard.press('Enter');
  // The preview opens beside the list: the next stop is its 'Inizia', not the next task.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Inizia Riflessione sui valori' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/test$/);
  const frame = page.frameLocator('iframe[title="Riflessione sui valori"]');
  await expect(frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 })).toBeVisible();
  // The app behind the full-screen test is out of reach: no Tab stop, either way, lands in its header.
  const header = page.locator('header');
  const inHeader = () => header.evaluateAll((elements) => elements.some((el) => el.contains(document.activeElement)));
  for (let press = 0; press < 8; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await inHeader()).toBe(false);
  }
  const groups = frame.getByRole('group');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const group = groups.nth(index);
    await tabTo(page, group.getByRole('radio', { name: '1', exact: true }), { never: header });
    for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
    await expect(group.getByRole('radio', { name: '4', exact: true })).toBeChecked();
  }
  const finish = frame.getByRole('button', { name: 'Concludi' });
  await tabTo(page, finish, { never: header });
  await page.keyboard.press('Enter');

  // Answering no goes back to where the person was, not to the top of the activity.
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: 'No' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect.poll(() => isFocused(finish)).toBe(true);
  await page.keyboard.press('Enter');

  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: 'Sì' }), { limit: 5 });
  await page.keyboard.press('Enter');
  await expect(frame.getByRole('heading', { name: 'Attività completata' })).toBeFocused();
  await tabTo(page, frame.getByRole('button', { name: 'Chiudi' }), { never: header });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buongiorno, Marco.' })).toBeFocused();
});
