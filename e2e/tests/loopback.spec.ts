import { expect, test as base } from '../support/test';
import { login, persona, startFromTaskRoom } from '../support/app';
import { ownServer, type AppServer } from '../support/freshApp';

/*
 * docs/security.md, "Same origin": without PUBLIC_URL the app is http://localhost:<port>, and
 * people type http://127.0.0.1:<port> as often. Both open it: sign-in, changes and the
 * activity frame work from either, as they did not before (every sign-in failed with
 * 'Impossibile verificare le credenziali').
 */
const test = base.extend<object, { loopbackApp: AppServer }>({
  loopbackApp: ownServer({ PUBLIC_URL: '' }),
  // scripts/app-server.mjs opens the app at 127.0.0.1: the address PUBLIC_URL does not name.
  baseURL: async ({ loopbackApp }, use) => use(loopbackApp.url),
});

const NAME = 'Colloquio di feedback';

test('opened at 127.0.0.1 while the app is localhost, a participant signs in and starts a test in its frame', async ({ page, loopbackApp }) => {
  expect(new URL(loopbackApp.url).hostname).toBe('127.0.0.1');
  await login(page, persona('davide.moretti'));
  await expect(page).toHaveURL(/\/$/);
  await startFromTaskRoom(page, NAME);
});

test('a change sent from another address than the app’s is refused with where to open it', async ({ page, loopbackApp }) => {
  const port = new URL(loopbackApp.url).port;
  const refused = await page.request.post('/api/auth/login', {
    headers: { origin: `http://192.168.1.10:${port}` },
    data: { username: persona('davide.moretti'), password: 'wrong' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'FOREIGN_ORIGIN', appUrl: `http://localhost:${port}` });
});
