import { expect, test, type Page } from '../support/test';
import { area, enterCampaign, expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';
import { buildVariant, remotesCliOn } from '../support/remotes';

/** A version of the admin remote whose area.json declares /people, 'Persone', instead (e2e/variants/admin-other-area). */
const OTHER_AREA = '9.9.0-test';

const mainMenu = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Menu principale' });

test('the admin lands on the area the admin remote declares, offered in the header, and still reaches the campaigns', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await login(page, persona('admin'));
  await expect(page).toHaveURL(/\/admin$/);
  await expectArea(page, 'admin');
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Amministrazione']);
  await expect(mainMenu(page).getByRole('link', { name: 'Amministrazione' })).toHaveAttribute('aria-current', 'page');
  // The login answer named the area: nothing more was asked to mount it.
  expect(asked.filter((path) => path === '/api/remotes')).toEqual([]);

  await page.getByRole('button', { name: /Account/ }).click();
  await page.getByRole('menuitem', { name: 'Cambia campagna' }).click();
  await expect(page).toHaveURL(/\/select-campaign$/);
  await enterCampaign(page, 'Agenda');
  await expectArea(page, 'calendar');
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Task Room', 'Report', 'Amministrazione']);
  await mainMenu(page).getByRole('link', { name: 'Amministrazione' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectArea(page, 'admin');

  // After a reload, the restored session brings the areas back.
  await page.reload();
  await expectArea(page, 'admin');
  await expect(mainMenu(page).getByRole('link', { name: 'Amministrazione' })).toBeVisible();
});

test('a participant is offered no such area, and its path is no page of theirs', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expectArea(page, 'taskroom');
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Task Room', 'Report']);
  await page.goto('/admin');
  await expect(page.getByText('Not found...')).toBeVisible();
  await expect(area(page, 'admin')).toHaveCount(0);
});

// A server of its own: the admin remote's default changes here, which must not reach other specs.
const areaTest = test.extend<object, { areaApp: AppServer }>({
  areaApp: ownServer(),
  baseURL: async ({ areaApp }, use) => use(areaApp.url),
});

areaTest.describe('an area the host has never heard of (own server)', () => {
  areaTest.beforeAll(() => {
    areaTest.setTimeout(600_000);
    buildVariant('admin-other-area', OTHER_AREA);
  });

  areaTest('published with another path and menu entry, it is mounted, offered and landed on with no host release', async ({ page, areaApp }) => {
    await remotesCliOn(areaApp, 'publish', 'admin', '--version', OTHER_AREA);
    await remotesCliOn(areaApp, 'default', 'admin', OTHER_AREA);

    await login(page, persona('admin'));
    await expect(page).toHaveURL(/\/people$/);
    const root = await expectArea(page, 'admin', OTHER_AREA);
    await expect(root.getByRole('heading', { name: 'People', level: 1 })).toBeVisible();
    await expect(root.getByText('Everyone the company assesses.')).toBeVisible();
    await expect(mainMenu(page).getByRole('link')).toHaveText(['Persone']);

    // The pages it declares, relative to the path it declares.
    await page.goto('/people/teams');
    await expect(page.getByText('The teams of the company.')).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Persone' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/people/nowhere');
    await expect(page.getByText('Not found...')).toBeVisible();

    // The path the version before declared is no area any more: it leads into the campaigns.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/select-campaign$/);
    await expect(area(page, 'admin')).toHaveCount(0);
  });
});
