import { expect, expectAccessible, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/layout';

/** docs/api.md: the API's description, read in a browser from the app's own origin. */
test('the API can be read at /api/docs: every call grouped by area, by keyboard, on a phone', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Skillup API/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'auth', exact: true })).toBeVisible();
  expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(100);
  await expectAccessible(page);

  // The login's body opened from the keyboard: the link to its area, then its first disclosure.
  await page.getByRole('navigation', { name: 'Areas of the API' }).getByRole('link', { name: 'auth', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#auth$/);
  const login = page.locator('section', { has: page.getByRole('heading', { name: 'POST /api/auth/login', exact: true }) });
  await expect(login.getByText(/Answers: .*503/)).toBeVisible();
  await login.getByText('Request body (application/json)').focus();
  await page.keyboard.press('Enter');
  await expect(login.locator('pre').first()).toContainText('"username"');
  await expectAccessible(page);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, 'the API description', [375]);
  expect(problems).toEqual([]);
});
