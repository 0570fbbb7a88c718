import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('authentication on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });

  it('signs luca in with his user, campaigns and an HttpOnly Lax session cookie', async () => {
    const response = await login({ username: persona('luca.ferri'), password: DEMO_PASSWORD, timezone: 'Europe/Rome' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe(true);
    expect(body.user).toMatchObject({ firstName: 'Luca', email: persona('luca.ferri'), lang: 'it', privacy: true });
    expect(body.campaigns).toHaveLength(1);
    expect(body.campaigns[0].languages[0].name).toBe('Leadership Assessment 2026');
    const cookie = response.cookies.find((c) => c.name === 'skillup_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('accepts the email in any case', async () => {
    const response = await login({ username: '  LUCA.Ferri@demo.skillup.test', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is set', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: persona('luca.ferri'), password: DEMO_PASSWORD },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.cookies.find((c) => c.name === 'skillup_session')?.secure).toBeFalsy();
  });

  it('refuses wrong credentials with 422 WRONG_CREDENTIALS, known user or not', async () => {
    for (const username of [persona('luca.ferri'), 'nobody@demo.skillup.test']) {
      const response = await login({ username, password: 'not-the-password' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, code: 'WRONG_CREDENTIALS', message: 'Le credenziali sono errate' });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('answers elena with the reset token and email, and no session', async () => {
    const response = await login({ username: persona('elena.galli'), password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, token: expect.any(String), email: persona('elena.galli') });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses nora, who has no active campaign, with 422 NO_ACTIVE_CAMPAIGN', async () => {
    const response = await login({ username: persona('nora.villa'), password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: false, code: 'NO_ACTIVE_CAMPAIGN', message: 'Nessuna campagna attiva' });
    expect(response.cookies).toHaveLength(0);
  });

  it.each([
    ['no body fields', {}],
    ['an empty password', { username: persona('luca.ferri'), password: '' }],
    ['an object for a username', { username: { a: 1 }, password: 'x' }],
  ])('answers a malformed login (%s) with 400 BAD_REQUEST', async (_, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST', message: expect.stringContaining('body') });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "luca',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST' });
  });

  it('answers a body that is too large with 413', async () => {
    const response = await login({ username: persona('luca.ferri'), password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('tells who is signed in, and logs out for good', async () => {
    const cookie = await t.login('luca.ferri');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ status: true, user: { firstName: 'Luca', role: { name: 'participant' } } });

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: true });
    const cleared = logout.cookies.find((c) => c.name === 'skillup_session');
    expect(cleared?.value).toBe('');

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ status: false, code: 'UNAUTHORISED' });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(again.statusCode).toBe(401);
  });

  it('does not accept a made-up session token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: 'skillup_session=forged' } });
    expect(response.statusCode).toBe(401);
  });

  it('stores only the hash of the session token', async () => {
    const cookie = await t.login('anna.rossi');
    const token = cookie.split('=')[1]!;
    const stored = await t.database.db.selectFrom('sessions').select('id').execute();
    expect(stored.map((s) => s.id)).not.toContain(token);
  });
});

describe('the session cookie behind a TLS-terminating proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!, {}, { trustProxy: 1 });
  });
  afterAll(() => t?.close());

  it('is Secure when the request came in over https', async () => {
    const login = (proto: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: persona('luca.ferri'), password: DEMO_PASSWORD },
        headers: { 'x-forwarded-proto': proto },
      });
    expect((await login('https')).cookies.find((c) => c.name === 'skillup_session')?.secure).toBe(true);
    expect((await login('http')).cookies.find((c) => c.name === 'skillup_session')?.secure).toBeFalsy();
  });
});
