import { sql } from 'kysely';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../test-harness/test-app';
import { companyIdOf, firstActiveCampaignOf, insertEnrolledUser } from '../test-harness/users';
import { DEVICE_MAX_LENGTH } from './device';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// With the session cache on, as in production: what the account page changes must show at once all the same.
describe.each(testDatabases())('the account page on $name', (target) => {
  let t: TestApp;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(target, { sessionCacheSeconds: 60 });
  });
  afterAll(() => t?.close());

  /** A person of their own for each test, so that their sessions are the test's alone. */
  async function newPerson(): Promise<{ id: number; email: string }> {
    const companyId = await companyIdOf(t, 'demo');
    people += 1;
    return insertEnrolledUser(t, {
      companyId,
      email: `account-${people}@demo.skillup.test`,
      firstName: 'Ada',
      lastName: 'Conto',
      campaignIds: [await firstActiveCampaignOf(t, companyId)],
    });
  }

  /** Signs in from a browser that describes itself as `userAgent` (none when undefined). */
  async function signIn(email: string, userAgent: string | undefined): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': userAgent },
      payload: { username: email, password: DEMO_PASSWORD },
    });
    const cookie = response.cookies.find((c) => c.name === 'skillup_session');
    if (!cookie) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return `skillup_session=${cookie.value}`;
  }

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const me = (cookie: string) => call('GET', '/auth/me', cookie);

  it('shows who one is and every session still open, newest first, with its browser and this one marked', async () => {
    const person = await newPerson();
    const first = await signIn(person.email, FIREFOX);
    const second = await signIn(person.email, IPHONE);
    // Ended ones are not shown: one past its idle expiry, one past SESSION_MAX_HOURS from sign-in.
    await sql`insert into sessions (id, user_id, expires_at, created_at) values
      ('idle', ${person.id}, now() - interval '1 minute', now() - interval '2 hours'),
      ('old', ${person.id}, now() + interval '1 hour', now() - interval '25 hours')`.execute(t.database.db);

    const response = await call('GET', '/account', second);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.account).toEqual({ firstName: 'Ada', lastName: 'Conto', email: person.email, lang: 'it', hasSSO: false });
    expect(body.sessions).toEqual([
      { startedAt: expect.any(String), expiresAt: expect.any(String), device: IPHONE, current: true },
      { startedAt: expect.any(String), expiresAt: expect.any(String), device: FIREFOX, current: false },
    ]);
    const [newest, older] = body.sessions as { startedAt: string; expiresAt: string }[];
    expect(Date.parse(newest!.startedAt)).toBeGreaterThanOrEqual(Date.parse(older!.startedAt));
    expect(Date.parse(newest!.expiresAt)).toBeGreaterThan(Date.now());
    expect((await call('GET', '/account', first)).json().sessions.map((s: { current: boolean }) => s.current)).toEqual([false, true]);
  });

  it('names no browser when none described itself, and keeps a long description to its first characters', async () => {
    const person = await newPerson();
    await signIn(person.email, undefined);
    const cookie = await signIn(person.email, `${'x'.repeat(DEVICE_MAX_LENGTH)}tail`);
    const devices = (await call('GET', '/account', cookie)).json().sessions.map((s: { device: string | null }) => s.device);
    expect(devices).toEqual(['x'.repeat(DEVICE_MAX_LENGTH), null]);
  });

  it("names the browser of a sign-in through the page's own form too", async () => {
    const person = await newPerson();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': FIREFOX, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: person.email, password: DEMO_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const cookie = response.cookies.find((c) => c.name === 'skillup_session');
    const sessions = (await call('GET', '/account', `skillup_session=${cookie?.value}`)).json().sessions;
    expect(sessions).toEqual([expect.objectContaining({ device: FIREFOX, current: true })]);
  });

  it('reads a stored language the page does not offer as none chosen', async () => {
    const person = await newPerson();
    await t.database.db.updateTable('users').set({ lang: 'fr' }).where('id', '=', person.id).execute();
    const cookie = await signIn(person.email, FIREFOX);
    expect((await call('GET', '/account', cookie)).json().account.lang).toBeNull();
  });

  it('sets the language, which /api/auth/me shows on the very next read', async () => {
    const person = await newPerson();
    const cookie = await signIn(person.email, FIREFOX);
    expect((await me(cookie)).json().user.lang).toBe('it');
    const response = await call('PUT', '/account/language', cookie, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true });
    expect((await me(cookie)).json().user.lang).toBe('en');
    expect((await call('GET', '/account', cookie)).json().account.lang).toBe('en');
  });

  it('refuses a language it does not offer, and fields it does not know, with 400', async () => {
    const person = await newPerson();
    const cookie = await signIn(person.email, FIREFOX);
    for (const payload of [{ lang: 'fr' }, { lang: null }, {}, { lang: 'en', theme: 'dark' }]) {
      const response = await call('PUT', '/account/language', cookie, payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({ payload, status: 400, code: 'BAD_REQUEST' });
    }
    expect((await me(cookie)).json().user.lang).toBe('it');
  });

  it("ends every other session of the person, cached ones too, and no one else's", async () => {
    const person = await newPerson();
    const others = [await signIn(person.email, FIREFOX), await signIn(person.email, IPHONE)];
    const kept = await signIn(person.email, FIREFOX);
    const someoneElse = await signIn((await newPerson()).email, FIREFOX);
    // Each read once, so that this process has them all in its cache.
    for (const cookie of [...others, kept, someoneElse]) expect((await me(cookie)).statusCode).toBe(200);

    const response = await call('DELETE', '/account/sessions/others', kept);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, ended: 2 });
    for (const cookie of others) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(kept)).statusCode).toBe(200);
    expect((await me(someoneElse)).statusCode).toBe(200);
    expect((await call('GET', '/account', kept)).json().sessions).toEqual([expect.objectContaining({ current: true })]);
    expect((await call('DELETE', '/account/sessions/others', kept)).json()).toEqual({ status: true, ended: 0 });
  });

  it('counts only the sessions that were still open among those it ends', async () => {
    const person = await newPerson();
    const cookie = await signIn(person.email, FIREFOX);
    await sql`insert into sessions (id, user_id, expires_at, created_at)
      values ('old-one', ${person.id}, now() + interval '1 hour', now() - interval '25 hours')`.execute(t.database.db);
    expect((await call('DELETE', '/account/sessions/others', cookie)).json()).toEqual({ status: true, ended: 0 });
    const left = await t.database.db.selectFrom('sessions').select('id').where('user_id', '=', person.id).execute();
    expect(left).toHaveLength(1);
  });
});
