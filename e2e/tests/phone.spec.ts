import { expect, test as base, type Page } from '../support/test';
import { enterLeadershipAsMarco, expectArea, login, persona } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/** Marco's language choice and his answers stay: a server of its own. */
const test = base.extend<object, { phoneApp: AppServer }>({
  phoneApp: ownServer(),
  baseURL: async ({ phoneApp }, use) => use(phoneApp.url),
});

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });
test.describe.configure({ mode: 'serial' });

const WIDTH = 375;

const task = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name} `) });

test('a locked task explains itself within the screen', async ({ page, axe }) => {
  await enterLeadershipAsMarco(page);
  await page.getByRole('link', { name: 'Vai alle attività' }).click();
  await expect(page).toHaveURL(/\/tests$/);
  await task(page, 'Caso aziendale').click();
  const hint = page.getByText('Completa Colloquio di feedback per sbloccare questa attività');
  await expect(hint).toBeVisible();
  const box = await hint.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(WIDTH);
  await axe.check();
});

test('the phone menu leads to the report', async ({ page }) => {
  await enterLeadershipAsMarco(page);
  await page.getByRole('navigation', { name: 'Menu principale' }).getByRole('link', { name: 'Report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expectArea(page, 'report');
});

test('with every test done, the overview leads to the report rather than to the tests', async ({ page }) => {
  await login(page, persona('luca.ferri'));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Avanzamento 100%')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vai alle attività' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Vai al report' }).click();
  await expect(page).toHaveURL(/\/report$/);
  await expectArea(page, 'report');
});

test("on the test page the app's ✕ is the one exit, and the activity's question covers it", async ({ page }) => {
  await enterLeadershipAsMarco(page);
  await page.getByRole('link', { name: 'Vai alle attività' }).click();
  await task(page, 'Riflessione sui valori').click();
  await page.getByRole('button', { name: 'Inizia Riflessione sui valori' }).click();
  await expect(page).toHaveURL(/\/test$/);
  const frame = page.frameLocator('iframe[title="Riflessione sui valori"]');
  await expect(frame.getByRole('heading', { name: 'Riflessione sui valori', level: 2 })).toBeVisible();
  const close = page.getByRole('button', { name: "Esci dall'attività" });
  await expect(close).toBeVisible();
  await expect(frame.getByRole('button', { name: /^(Esci|Exit|Salir)$/ })).toHaveCount(0);

  // Measured before the question opens: the dialog then hides the rest of the page from assistive technology.
  const box = await close.boundingBox();
  // Scrolled to its end, the activity still has its title bar under the ✕: no question passes beneath it.
  const frameBox = await page.locator('iframe[title="Riflessione sui valori"]').boundingBox();
  const underClose = await frame.locator('body').evaluate(
    (body, at) => {
      window.scrollTo(0, body.scrollHeight);
      return { scrolled: window.scrollY, inBar: document.elementFromPoint(at.x, at.y)?.closest('header') !== null };
    },
    { x: (box?.x ?? 0) + (box?.width ?? 0) / 2 - (frameBox?.x ?? 0), y: (box?.y ?? 0) + (box?.height ?? 0) / 2 - (frameBox?.y ?? 0) },
  );
  expect(underClose).toEqual({ scrolled: expect.any(Number), inBar: true });
  expect(underClose.scrolled).toBeGreaterThan(0);

  for (const group of await frame.getByRole('group').all()) await group.getByRole('radio', { name: '3', exact: true }).check();
  await frame.getByRole('button', { name: 'Concludi' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toBeVisible();
  const onTop = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, {
    x: (box?.x ?? 0) + (box?.width ?? 0) / 2,
    y: (box?.y ?? 0) + (box?.height ?? 0) / 2,
  });
  expect(onTop).not.toBe("Esci dall'attività");
  await question.getByRole('button', { name: 'No' }).click();
  await expect(question).toBeHidden();
});
