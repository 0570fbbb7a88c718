import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(testDatabases())('the login form posted without its script on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
    // Seeding the demo database can outlast Jest's minute on a loaded machine.
  }, 300_000);
  afterAll(() => t?.close());

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'skillup.example.com', ...headers },
      payload: form(fields),
    });
  const signIn = (name: string, password = DEMO_PASSWORD) => post({ username: persona(name), password });

  it('signs luca in, enters his only campaign and sends him home', async () => {
    const response = await signIn('luca.ferri');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain('skillup_session=');
    const session = cookie.split(';')[0]!;
    const campaign = await t.app.inject({ method: 'GET', url: '/api/usercampaign', headers: { cookie: session } });
    expect(campaign.statusCode).toBe(200);
    expect(campaign.json().status).toBe(true);
  });

  it('sends marco, with several campaigns, to the campaign choice', async () => {
    const response = await signIn('marco.bianchi');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/select-campaign');
  });

  it('sends elena, who must renew her password, to the new-password page without a session', async () => {
    const response = await signIn('elena.galli');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/new_password\/[^/]+\/elena\.galli%40demo\.skillup\.test$/);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sends wrong credentials, no campaign and a missing field back to the form with the message', async () => {
    expect((await signIn('luca.ferri', 'wrong-password')).headers.location).toBe('/login?error=wrongCredentials');
    expect((await signIn('nora.villa')).headers.location).toBe('/login?error=noActiveCampaign');
    const missing = await post({ username: persona('luca.ferri') });
    expect(missing.statusCode).toBe(303);
    expect(missing.headers.location).toBe('/login?error=loginFailed');
    expect(missing.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the cross-origin check: a form posted from another site is refused', async () => {
    const response = await post({ username: persona('luca.ferri'), password: DEMO_PASSWORD }, { origin: 'https://evil.example.net' });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the throttle: after repeated failures even the right password goes back to the form', async () => {
    for (let i = 0; i < 6; i++) await signIn('giulia.verdi', 'wrong-password');
    const response = await signIn('giulia.verdi');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?error=loginFailed');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still answers the app in JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona('paolo.neri'), password: 'wrong' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ status: false, code: 'WRONG_CREDENTIALS' });
  });
});
