import { paths, type AreaDeclaration } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { freePort } from '../test-harness/processes';
import { DEMO_PASSWORD, OPS_TOKEN, persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { upsertProviders } from './providers';
import { Browser, type Page } from '../test-harness/sso/browser';
import { startProvider, type ProviderProcess } from '../test-harness/sso/provider-process';
import { firstActiveCampaignOf, insertEnrolledUser, loginAs } from '../test-harness/users';

const CLIENT = { clientId: 'skillup-suite', clientSecret: 'suite-client-secret' };

describe.each(testDatabases())('sign-in with OpenID Connect on $name', (target) => {
  let provider: ProviderProcess;
  let t: TestApp;
  let publicUrl: string;
  let companyId: number;

  const callbackUri = (slug: string) => `${publicUrl}/api/v2/auth/sso/${slug}/callback`;
  const ssoUrl = (slug: string) => `${publicUrl}/api${paths.sso(slug)}`;
  /** A hop that leaves the API for a page of the app: where a flow ends. */
  const isAppPage = (url: URL) => url.origin === publicUrl && !url.pathname.startsWith('/api/');
  const isCallback = (url: URL) => url.origin === publicUrl && url.pathname.endsWith('/callback');

  beforeAll(async () => {
    const port = await freePort();
    publicUrl = `http://127.0.0.1:${port}`;
    provider = await startProvider([
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [callbackUri('demo'), callbackUri('switched-off')],
      },
    ]);
    // Sessions are cached, as in production: a sign-in that changes the account must reach the cached ones.
    t = await startTestApp(target, { sessionCacheSeconds: 60, sso: { publicUrl, providers: [] } });
    const company = await t.database.db.selectFrom('users').select('company_id').where('email', '=', persona('luca.ferri')).executeTakeFirstOrThrow();
    companyId = company.company_id;
    const common = { companyId, issuer: provider.issuer, ...CLIENT };
    await upsertProviders(t.database.db, [
      { slug: 'demo', ...common },
      { slug: 'switched-off', ...common, enabled: false },
      // Nothing listens there: the provider is down.
      { slug: 'unreachable', ...common, issuer: `http://127.0.0.1:${await freePort()}` },
    ]);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  /** Goes through the provider's sign-in and consent pages; returns the callback URL it sends the browser to. */
  async function throughProvider(browser: Browser, slug: string, login: string, query = ''): Promise<string> {
    let page: Page = await browser.open(`${ssoUrl(slug)}${query}`, { stopAt: (url) => isCallback(url) || isAppPage(url) });
    for (let step = 0; step < 3 && page.status === 200; step += 1) {
      const prompt = /name="prompt" value="(\w+)"/.exec(page.body)?.[1];
      const fields: Record<string, string> = prompt === 'login' ? { login, password: 'any password' } : {};
      page = await browser.submit(page, fields, { stopAt: (url) => isCallback(url) || isAppPage(url) });
    }
    return page.url;
  }

  async function signIn(browser: Browser, slug: string, login: string, query = ''): Promise<string> {
    const next = await throughProvider(browser, slug, login, query);
    if (!isCallback(new URL(next))) return next;
    return (await browser.open(next, { stopAt: isAppPage })).url;
  }

  const me = (browser: Browser) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: browser.cookieHeader(`${publicUrl}/api/auth/me`) } });

  const pendingFlows = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('sso_flows')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sends the browser to the provider with state, nonce, PKCE and the configured redirect URI, whatever the Host', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${paths.sso('demo')}`, headers: { host: 'attacker.example' } });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(callbackUri('demo'));
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('scope')).toContain('openid');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    const cookie = response.cookies.find((c) => c.name === 'skillup_sso_flow');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v2/auth/sso/demo/callback', maxAge: 600 });
    // The browser holds a random token only; the checks themselves stay on the server.
    expect(cookie?.value).not.toContain(location.searchParams.get('state'));
  });

  it('signs luca in: the session works on /api/auth/me and the browser lands on /', async () => {
    const browser = new Browser();
    const landed = await signIn(browser, 'demo', persona('luca.ferri'));
    expect(landed).toBe(`${publicUrl}/`);
    const response = await me(browser);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: persona('luca.ferri'), firstName: 'Luca' });
    expect(browser.cookie(publicUrl, 'skillup_sso_flow')).toBe('');
    // The account page names the browser the callback came to (Node's fetch calls itself "node").
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: browser.cookieHeader(`${publicUrl}/api/account`) } });
    expect(account.json().sessions).toContainEqual(expect.objectContaining({ current: true, device: 'node' }));
  });

  it('keeps the zone the browser gave as the sign-in started, as the password sign-in does; a zone nobody knows is left out', async () => {
    const zoneOf = async (email: string) =>
      (await t.database.db.selectFrom('users').select('time_zone').where('email', '=', email).executeTakeFirstOrThrow()).time_zone;
    await t.database.db.updateTable('users').set({ time_zone: null }).where('email', '=', persona('luca.ferri')).execute();
    expect(await signIn(new Browser(), 'demo', persona('luca.ferri'), '?timezone=America%2FNew_York')).toBe(`${publicUrl}/`);
    expect(await zoneOf(persona('luca.ferri'))).toBe('America/New_York');
    expect(await signIn(new Browser(), 'demo', persona('luca.ferri'), '?timezone=Mars%2FOlympus')).toBe(`${publicUrl}/`);
    expect(await zoneOf(persona('luca.ferri'))).toBe('America/New_York');
    const tooLong = await t.app.inject({ method: 'GET', url: `/api${paths.sso('demo')}?timezone=${'x'.repeat(65)}` });
    expect(tooLong.statusCode).toBe(400);
  });

  it('counts whoever has signed in through their company as an SSO account: no password to change on the account page, in any session', async () => {
    const { email } = await insertEnrolledUser(t, {
      companyId,
      email: 'first-sso@demo.skillup.test',
      firstName: 'Sofia',
      lastName: 'Unica',
      campaignIds: [await firstActiveCampaignOf(t, companyId)],
    });
    const account = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
    const change = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie },
        payload: { currentPassword: DEMO_PASSWORD, password: 'Nuova-Chiave-2026!', password_confirmation: 'Nuova-Chiave-2026!' },
      });
    const byPassword = await loginAs(t, email);
    expect((await account(byPassword)).json().account.hasSSO).toBe(false);

    const browser = new Browser();
    expect(await signIn(browser, 'demo', email)).toBe(`${publicUrl}/`);
    for (const cookie of [byPassword, browser.cookieHeader(`${publicUrl}/api/account`)]) {
      expect((await account(cookie)).json().account.hasSSO).toBe(true);
      const refused = await change(cookie);
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 422, code: 'PASSWORD_NOT_SET' });
    }
  });

  it('matches the email the provider sends in any case', async () => {
    const browser = new Browser();
    expect(await signIn(browser, 'demo', 'Luca.Ferri@DEMO.skillup.test')).toBe(`${publicUrl}/`);
    expect((await me(browser)).statusCode).toBe(200);
  });

  it('answers a callback once only: replaying it is a generic failure', async () => {
    const browser = new Browser();
    const callback = await throughProvider(browser, 'demo', persona('marco.bianchi'));
    expect((await browser.open(callback, { stopAt: isAppPage })).url).toBe(`${publicUrl}/`);
    const replay = new Browser();
    expect((await replay.open(callback, { stopAt: isAppPage })).url).toBe(`${publicUrl}/sso/error?code=SSO_FAILED`);
    expect((await me(replay)).statusCode).toBe(401);
  });

  it('refuses a user the company does not have with USER_NOT_FOUND', async () => {
    const browser = new Browser();
    expect(await signIn(browser, 'demo', 'someone.else@demo.skillup.test')).toBe(`${publicUrl}/sso/error?code=USER_NOT_FOUND`);
    expect((await me(browser)).statusCode).toBe(401);
  });

  it('looks the user up within the provider’s company only', async () => {
    const other = await t.database.db.insertInto('companies').values({ name: 'Other Company', logo: null }).returning('id').executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('users')
      .values({
        company_id: other.id,
        email: 'outsider@other.test',
        password_hash: 'unused',
        first_name: 'Out',
        last_name: 'Sider',
        gender: null,
        role: 'participant',
        lang: null,
      })
      .execute();
    expect(await signIn(new Browser(), 'demo', 'outsider@other.test')).toBe(`${publicUrl}/sso/error?code=USER_NOT_FOUND`);
  });

  it('refuses nora, who has no active campaign, with NO_ACTIVE_CAMPAIGN and no session', async () => {
    const browser = new Browser();
    expect(await signIn(browser, 'demo', persona('nora.villa'))).toBe(`${publicUrl}/sso/error?code=NO_ACTIVE_CAMPAIGN`);
    expect(browser.cookie(publicUrl, 'skillup_session')).toBeUndefined();
  });

  it('lands staff on the area their role lands on, and lets an admin without a campaign in once that area exists', async () => {
    await t.database.db
      .insertInto('users')
      .values({
        company_id: companyId,
        email: 'sso.admin@demo.skillup.test',
        password_hash: 'unused',
        first_name: 'Sso',
        last_name: 'Admin',
        gender: null,
        role: 'admin',
        lang: 'it',
      })
      .execute();
    const before = new Browser();
    expect(await signIn(before, 'demo', 'sso.admin@demo.skillup.test')).toBe(`${publicUrl}/sso/error?code=NO_ACTIVE_CAMPAIGN`);
    expect(before.cookie(publicUrl, 'skillup_session')).toBeUndefined();

    const area: AreaDeclaration = {
      path: '/admin',
      menu: { it: 'Amministrazione', en: 'Administration', es: 'Administración' },
      roles: ['admin'],
      landing: true,
      campaign: false,
    };
    const files = [
      { path: 'mf-manifest.json', content: Buffer.from(JSON.stringify({ name: 'skillup_admin' })).toString('base64') },
      { path: 'remoteEntry.js', content: Buffer.from('/* console */').toString('base64') },
      { path: 'area.json', content: Buffer.from(JSON.stringify(area)).toString('base64') },
    ];
    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/remotes/admin/versions/1.0.0',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { files },
    });
    expect(published.statusCode).toBe(201);

    const unenrolled = new Browser();
    expect(await signIn(unenrolled, 'demo', 'sso.admin@demo.skillup.test')).toBe(`${publicUrl}/admin`);
    expect((await me(unenrolled)).json().user).toMatchObject({ email: 'sso.admin@demo.skillup.test' });
    const enrolled = new Browser();
    expect(await signIn(enrolled, 'demo', persona('admin'))).toBe(`${publicUrl}/admin`);
    expect((await me(enrolled)).statusCode).toBe(200);
    // A participant is no staff: the area changes nothing for them.
    expect(await signIn(new Browser(), 'demo', persona('luca.ferri'))).toBe(`${publicUrl}/`);
    expect(await signIn(new Browser(), 'demo', persona('nora.villa'))).toBe(`${publicUrl}/sso/error?code=NO_ACTIVE_CAMPAIGN`);
  });

  it.each(['no-such-company', 'switched-off'])('answers the slug %s with NO_SSO', async (slug) => {
    const browser = new Browser();
    expect(await signIn(browser, slug, persona('luca.ferri'))).toBe(`${publicUrl}/sso/error?code=NO_SSO`);
  });

  it('fails generically when the state coming back was tampered with', async () => {
    const browser = new Browser();
    const callback = new URL(await throughProvider(browser, 'demo', persona('luca.ferri')));
    expect(callback.searchParams.get('code')).toBeTruthy();
    callback.searchParams.set('state', 'forged-state');
    const pending = await pendingFlows();
    expect((await browser.open(callback.href, { stopAt: isAppPage })).url).toBe(`${publicUrl}/sso/error?code=SSO_FAILED`);
    expect((await me(browser)).statusCode).toBe(401);
    // The flow is spent: the genuine state cannot be tried again with the same cookie.
    expect(await pendingFlows()).toBe(pending - 1);
  });

  it('fails generically when the callback comes to a browser that started no sign-in', async () => {
    const callback = await throughProvider(new Browser(), 'demo', persona('luca.ferri'));
    const stranger = new Browser();
    expect((await stranger.open(callback, { stopAt: isAppPage })).url).toBe(`${publicUrl}/sso/error?code=SSO_FAILED`);
    expect((await me(stranger)).statusCode).toBe(401);
  });

  it('fails generically when the provider cannot be reached', async () => {
    expect(await signIn(new Browser(), 'unreachable', persona('luca.ferri'))).toBe(`${publicUrl}/sso/error?code=SSO_FAILED`);
  });
});
