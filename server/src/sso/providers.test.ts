import { buildApp } from '../app';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

const seed = { issuer: 'https://login.acme.test', clientId: 'client', clientSecret: 'secret' };

describe.each(testDatabases())('identity providers from SSO_PROVIDERS on $name', (target) => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const rows = (app: TestApp) =>
    app.database.db.selectFrom('sso_providers').select(['slug', 'company_id', 'client_id', 'enabled', 'email_claim']).orderBy('slug').execute();

  it('writes the configured providers when the server starts, and updates them by slug on the next start', async () => {
    t = await startTestApp(target, {
      sso: { publicUrl: 'http://localhost:1', providers: [{ slug: 'acme', companyId: 1, ...seed, emailClaim: 'upn' }] },
    });
    await t.app.ready();
    expect(await rows(t)).toEqual([{ slug: 'acme', company_id: 1, client_id: 'client', enabled: true, email_claim: 'upn' }]);

    // A second replica, or a restart, with the provider switched off.
    // The replica shares the database this test owns: closing it must leave the database open.
    const again = await buildApp({
      database: { ...t.database, close: async () => {} },
      settings: {
        ...t.settings,
        sso: { publicUrl: 'http://localhost:1', providers: [{ slug: 'acme', companyId: 1, ...seed, clientId: 'rotated', enabled: false }] },
      },
      logLevel: 'silent',
    });
    await again.ready();
    await again.close();
    expect(await rows(t)).toEqual([{ slug: 'acme', company_id: 1, client_id: 'rotated', enabled: false, email_claim: null }]);
  });

  it('refuses to start when a provider names a company that does not exist', async () => {
    t = await startTestApp(target, {
      sso: { publicUrl: 'http://localhost:1', providers: [{ slug: 'ghost', companyId: 999, ...seed }] },
    });
    await expect(t.app.ready()).rejects.toThrow('SSO_PROVIDERS names companies that do not exist: 999');
    expect(await rows(t)).toEqual([]);
  });
});
