import { expect, test } from '../support/test';
import { expectNoSidewaysScroll } from '../support/layout';

/** docs/api.md: the API's description, read in a browser from the app's own origin, a page per area. */
test('the API can be read at /api/docs: its areas, a page per area, by keyboard, on a phone', async ({ page, axe }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: /Skillup API/ })).toBeVisible();
  const areas = page.getByRole('navigation', { name: 'Areas of the API' });
  await expect(areas.getByRole('listitem')).toHaveCount(await areas.getByRole('link').count());
  expect(await areas.getByRole('link').count()).toBeGreaterThan(10);
  await expect(page.getByRole('heading', { level: 3, name: 'ErrorBody' })).toBeVisible();

  // The login's body opened from the keyboard: the link to its area, then its first disclosure.
  await areas.getByRole('link', { name: 'auth', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/docs\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'auth' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas of the API' }).getByRole('link', { name: 'auth', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const login = page.locator('section', { has: page.getByRole('heading', { name: 'POST /api/auth/login', exact: true }) });
  await expect(login.getByText(/Answers: .*503/)).toBeVisible();
  await login.getByText('Request body (application/json)').focus();
  await page.keyboard.press('Enter');
  await expect(login.locator('pre').first()).toContainText('"username"');
  await axe.check();

  // Its refusals lead to the one description of the error body.
  await login.getByRole('link', { name: 'ErrorBody' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/docs#schema-ErrorBody$/);
  await expect(page.getByRole('heading', { level: 3, name: 'ErrorBody' })).toBeInViewport();

  // The largest area, on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/api/docs/admin');
  await expect(page.getByRole('heading', { level: 2, name: /\/api\/admin\/campaigns$/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the API description', [375]);
  expect(problems).toEqual([]);
});

test('an address that names no area of the API says so and leads back to the areas', async ({ page }) => {
  const answer = await page.goto('/api/docs/nowhere');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No such area' })).toBeVisible();
  await page.getByRole('link', { name: 'see its areas' }).click();
  await expect(page.getByRole('navigation', { name: 'Areas of the API' })).toBeVisible();
});
