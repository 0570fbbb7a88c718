import { expect, test } from '../support/test';
import { expectArea, persona } from '../support/app';

const PASSWORD = 'Skillup-2026';
/** The participant's tests of a campaign (paths.userTests). */
const isTests = (path: string) => /^\/api\/usercampaign\/\d+\/usertests$/.test(path);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form is in the HTML, in Italian, and signs a persona in', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
    const cookies = await context.cookies();
    expect(cookies.some((cookie) => cookie.name === 'skillup_session')).toBe(true);
  });

  test('wrong credentials come back to the form with the message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/login\?error=wrongCredentials$/);
    await expect(page.getByRole('alert')).toHaveText('Le credenziali sono errate');
  });
});

test.describe('with JavaScript', () => {
  test('a session started by the plain form opens the area once scripts run', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page).toHaveURL(/\/$/);
    const withScripts = await browser.newContext({ storageState: await context.storageState() });
    const next = await withScripts.newPage();
    await next.goto('/');
    await expectArea(next, 'taskroom');
    await Promise.all([context.close(), withScripts.close()]);
  });

  test("from Accedi to the Task Room: the campaign's versions come with the login, the manifest and the tests list once", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    await page.getByLabel('Password').fill(PASSWORD);
    asked.length = 0;
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expectArea(page, 'taskroom');
    await page.waitForLoadState('networkidle');
    expect(asked.filter((path) => path === '/api/remotes')).toEqual([]);
    expect(asked.filter((path) => /^\/remotes\/taskroom\/[^/]+\/mf-manifest\.json$/.test(path))).toHaveLength(1);
    expect(asked.filter(isTests)).toHaveLength(1);
  });

  test("signing in again on the same browser, the area's manifest and entry come from its cache, asked for by their recorded integrity", async ({
    page,
    context,
  }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const fromNetwork: string[] = [];
    const taskroomFiles: string[] = [];
    // Kept in the disk cache, or in the page's memory cache (which Chromium reports apart).
    const fromMemory = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromMemory.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const url = new URL(response.url);
      if (!/^\/remotes\/taskroom\/[^/]+\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname)) return;
      taskroomFiles.push(`${url.pathname} ${url.searchParams.get('integrity')?.slice(0, 7)}`);
      if (!response.fromDiskCache && !fromMemory.has(requestId)) fromNetwork.push(url.pathname);
    });
    const signIn = async () => {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(persona('luca.ferri'));
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Accedi' }).click();
      await expectArea(page, 'taskroom');
      await page.waitForLoadState('networkidle');
    };
    await signIn();
    expect(fromNetwork).toHaveLength(2);
    expect(taskroomFiles.every((file) => file.endsWith(' sha384-'))).toBe(true);
    await context.clearCookies();
    fromNetwork.length = 0;
    taskroomFiles.length = 0;
    await signIn();
    expect(taskroomFiles).toHaveLength(2);
    expect(fromNetwork).toEqual([]);
  });

  test("while the campaign is being entered, the home's first screen is already asked for: giulia's tests and stored Agenda", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const isStorage = (path: string) => /^\/api\/v2\/campaigns\/\d+\/storage$/.test(path);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    // Entering the campaign waits for the test: what the page asks for meanwhile, it asked for ahead.
    await page.route(/\/api\/usercampaign\/\d+$/, async (route) => {
      if (route.request().method() === 'POST') await released;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(persona('giulia.verdi'));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect.poll(() => asked.some(isStorage) && asked.some(isTests), { timeout: 15_000 }).toBe(true);
    await expect(page.locator('[data-remote="calendar"]')).toHaveCount(0);
    release();
    await expectArea(page, 'calendar');
    await expect(page.getByRole('grid').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked.filter(isStorage)).toHaveLength(1);
    expect(asked.filter(isTests)).toHaveLength(1);
  });

  test('the message a plain form post came back with stays after the takeover, on plain /login', async ({ page }) => {
    await page.goto('/login?error=wrongCredentials');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('[data-login-shell]')).toHaveCount(0);
    await expect(page.getByText('Le credenziali sono errate')).toBeVisible();
  });

  test('the page takes the form over without moving it, keeping what was typed', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The entry script is held back until the form has been typed into.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.js(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const shell = page.locator('[data-login-shell]');
    await expect(shell).toBeVisible();
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    release();
    await expect(shell).toHaveCount(0);
    await expect(page.getByLabel('E-mail')).toHaveValue(persona('luca.ferri'));
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
  });

  test('the login page runs without the router, which loads once the form is being filled in', async ({ page }) => {
    // react-router marks the page when its browser half runs.
    const routerLoaded = () => page.evaluate(() => '__reactRouterVersion' in window);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.locator('[data-login-shell]')).toHaveCount(0);
    expect(await routerLoaded()).toBe(false);
    await page.getByLabel('E-mail').fill(persona('luca.ferri'));
    await expect.poll(routerLoaded).toBe(true);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.locator('[data-remote="taskroom"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
