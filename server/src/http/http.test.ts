import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { testDatabases } from '../test-harness/databases';
import { persona, DEMO_PASSWORD, startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('HTTP behaviour on $name', (target) => {
  let t: TestApp;
  let files: string;
  const html = { accept: 'text/html,application/xhtml+xml' };

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'skillup-static-'));
    const host = join(files, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'index.html'), '<!doctype html><title>Skillup</title>');
    writeFileSync(join(host, 'main.js'), 'console.log("main")');
    writeFileSync(join(host, 'login.3f9a2b1c.js'), 'console.log("chunk")');
    writeFileSync(join(host, '.env'), 'SECRET=1');
    mkdirSync(join(host, '.git'));
    writeFileSync(join(host, '.git', 'config'), '[core]');
    mkdirSync(join(files, 'activities', 'ib'), { recursive: true });
    writeFileSync(join(files, 'activities', 'ib', 'index.html'), '<!doctype html><title>In-Basket</title>');
    t = await startTestApp(target, { hostDistDir: host, activitiesDir: join(files, 'activities') });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(files, { recursive: true, force: true });
  });

  describe('health', () => {
    it('pings the database', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: 'ok',
        database: { kind: target.name, ok: true, latencyMs: expect.any(Number) },
        version: '0.0.0-test',
      });
    });

    it('answers liveness without the database', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    (target.name === 'postgres' ? it : it.skip)('keeps answering when the database server drops its connections', async () => {
      // Several pooled connections, then every one but the asking one ended by the server:
      // an unhandled error of an idle connection would fail this test (and crash a server).
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(t.database.db)));
      const { rows } = await sql<{ ended: number }>`select count(pg_terminate_backend(pid))::int as ended
        from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(t.database.db);
      expect(rows[0]?.ended).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 200));
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.json().database.ok).toBe(true);
    });
  });

  describe('errors', () => {
    it('answers an unknown API route with a JSON 404, even for a browser', async () => {
      for (const [method, url] of [
        ['GET', '/api/nope'],
        ['POST', '/api/nope/deeper'],
        ['GET', '/api'],
      ] as const) {
        const response = await t.app.inject({ method, url, headers: html });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: false, code: 'NOT_FOUND' });
      }
    });

    it('answers an unsupported content type with 415', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ status: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    });

    it("sets the security headers, with frames from the activities' origin only", async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['content-security-policy']).toContain('frame-src http://activities.test;');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('cross-site requests', () => {
    const login = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: 'skillup.example.com', ...headers },
        payload: { username: persona('luca.ferri'), password: DEMO_PASSWORD },
      });

    it('refuses a change sent from another origin than PUBLIC_URL, whatever the Host header says', async () => {
      for (const origin of [
        'https://evil.example.net',
        'null',
        'https://skillup.example.com',
        'https://app.test',
        'http://app.test:8080',
        'http://app.test.evil.net',
      ]) {
        const response = await login({ origin });
        expect(response.statusCode).toBe(403);
        // The answer says where the app is: the person opened it at the wrong address.
        expect(response.json()).toMatchObject({ status: false, code: 'FOREIGN_ORIGIN', appUrl: 'http://app.test' });
      }
    });

    it("accepts the app's origin and requests without an Origin", async () => {
      expect((await login({ origin: 'http://app.test' })).statusCode).toBe(200);
      expect((await login({})).statusCode).toBe(200);
    });

    it('leaves reads alone', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { host: 'skillup.example.com', origin: 'https://evil.example.net' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('client logs', () => {
    it('keeps a log with its user when signed in, and without a session too', async () => {
      const cookie = await t.login('luca.ferri');
      const data = JSON.stringify({ kind: 'remote-fallback', remote: 'taskroom' });
      const signedIn = await t.app.inject({ method: 'POST', url: '/api/logs', headers: { cookie }, payload: { data } });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ status: true });
      const anonymous = await t.app.inject({ method: 'POST', url: '/api/logs', payload: { data: 'offline queue item dropped' } });
      expect(anonymous.statusCode).toBe(200);

      const logs = await t.database.db.selectFrom('logs').select(['user_id', 'data']).orderBy('id').execute();
      expect(logs).toEqual([
        { user_id: expect.any(Number), data },
        { user_id: null, data: 'offline queue item dropped' },
      ]);
    });

    it('refuses an empty log', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/logs', payload: { data: '' } })).statusCode).toBe(400);
    });
  });

  describe('the web app', () => {
    it('serves index.html for / and every client route, revalidated on each load', async () => {
      for (const url of ['/', '/login', '/select-campaign', '/report?x=1', '/tests', '/no/such/page']) {
        const response = await t.app.inject({ method: 'GET', url, headers: html });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('<title>Skillup</title>');
      }
    });

    it('caches hashed chunks for a year and revalidates the entry script', async () => {
      const chunk = await t.app.inject({ method: 'GET', url: '/login.3f9a2b1c.js' });
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await t.app.inject({ method: 'GET', url: '/main.js' });
      expect(entry.headers['cache-control']).toBe('no-cache');
    });

    it('answers a missing asset that is not a page with 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/missing.js', headers: { accept: '*/*' } });
      expect(response.statusCode).toBe(404);
    });

    it('serves no activity from the app origin: they have their own (docs/security.md)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/tests/ib/index.html', headers: html });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    });

    it("names the activities' origin in the page it serves", async () => {
      for (const url of ['/', '/index.html', '/login']) {
        const response = await t.app.inject({ method: 'GET', url, headers: html });
        expect(response.body).toContain('<meta name="skillup-activities" content="http://activities.test/tests/">');
      }
    });

    it('never serves dot-files or dot-folders', async () => {
      mkdirSync(join(t.settings.remoteStoreDir, '.staging-x'), { recursive: true });
      writeFileSync(join(t.settings.remoteStoreDir, '.staging-x', 'remoteEntry.js'), 'x');
      for (const url of ['/.env', '/.git/config', '/remotes/.staging-x/remoteEntry.js']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    });

    it('sends no Strict-Transport-Security over plain http', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('says how to build the app when host/dist is missing', async () => {
      rmSync(join(t.settings.hostDistDir, 'index.html'));
      try {
        const response = await t.app.inject({ method: 'GET', url: '/login', headers: html });
        expect(response.statusCode).toBe(503);
        expect(response.body).toContain('npm run build');
      } finally {
        writeFileSync(join(t.settings.hostDistDir, 'index.html'), '<!doctype html><title>Skillup</title>');
      }
    });
  });
});
