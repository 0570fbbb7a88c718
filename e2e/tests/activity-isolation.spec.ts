import { expect, test as base, type Request } from '../support/test';
import { login, persona, startFromTaskRoom } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/security.md: an activity runs in a frame served from an origin of its own and
 * sandboxed without allow-same-origin. Whatever its code does, it can neither read the app's
 * page nor call the API as the person taking the test; it only asks through the bridge.
 */
const test = base.extend<object, { isolatedApp: AppServer }>({
  isolatedApp: ownServer(),
  baseURL: async ({ isolatedApp }, use) => use(isolatedApp.url),
});

const NAME = 'Colloquio di feedback';

test("an activity cannot read the app's page nor call /api/auth/me with the participant's cookie", async ({ page, isolatedApp }) => {
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  await startFromTaskRoom(page, NAME);

  // The participant's own page is signed in: the cookie is there to be stolen.
  expect(await page.evaluate(() => fetch('/api/auth/me').then((r) => r.status))).toBe(200);

  const frame = page.frames().find((f) => f.url().startsWith(`${isolatedApp.activitiesUrl}/tests/`));
  expect(frame, 'the activity frame is served from the activities origin').toBeDefined();
  const fromFrame: Request[] = [];
  page.on('request', (request) => {
    if (request.frame() === frame && request.url().includes('/api/')) fromFrame.push(request);
  });

  const attempt = await frame!.evaluate(async (appUrl) => {
    const result: Record<string, string | number> = { origin: window.origin };
    try {
      result.parentTitle = window.parent.document.title;
    } catch (error) {
      result.parent = (error as Error).name;
    }
    try {
      result.cookie = document.cookie;
    } catch (error) {
      result.cookies = (error as Error).name;
    }
    try {
      result.status = (await fetch(`${appUrl}/api/auth/me`, { credentials: 'include' })).status;
    } catch (error) {
      result.api = (error as Error).name;
    }
    try {
      result.sameOriginStatus = (await fetch('/api/auth/me', { credentials: 'include' })).status;
    } catch (error) {
      result.ownOriginApi = (error as Error).name;
    }
    return result;
  }, isolatedApp.url);

  expect(attempt).toEqual({ origin: 'null', parent: 'SecurityError', cookies: 'SecurityError', api: 'TypeError', ownOriginApi: 'TypeError' });
  expect(fromFrame.map((r) => r.url())).toEqual([]);
  // Nor can the app reach into the activity's document.
  expect(
    await page.evaluate((name) => document.querySelector<HTMLIFrameElement>(`iframe[title="${name}"]`)?.contentDocument ?? null, NAME),
  ).toBeNull();
  // And the activity still works through the bridge: it reads its saved state and greets.
  await expect(page.getByText("Impossibile caricare l'attività")).toBeHidden();
});
