import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testDatabases } from '../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../test-harness/test-app';
import { buildActivitiesApp } from './activities-app';
import { withActivitiesBase } from './activities-meta';

const { precompressDir } = require('@skillup/shared/build/precompress') as { precompressDir: (dir: string) => void };

/** Big enough for every encoding to be worth it. */
const script = (label: string) => `${Array.from({ length: 400 }, (_, i) => `console.log(${JSON.stringify(`${label} ${i}`)});`).join('\n')}\n`;
const page = `<!doctype html><html lang="it"><head><title>Skillup</title></head><body><div id="root"><div class="boot" aria-busy="true" data-shell></div></div>${'<p>Skillup</p>'.repeat(200)}</body></html>`;
const BUILD_HASH = '0123456789abcdef0123';

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe.each(testDatabases())('compressed and cached responses on $name', (target) => {
  let t: TestApp;
  let files: string;

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'skillup-compress-'));
    const host = join(files, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'index.html'), page);
    writeFileSync(join(host, 'main.js'), script('main'));
    writeFileSync(join(host, 'login.3f9a2b1c.js'), script('chunk'));
    writeFileSync(join(host, 'tiny.3f9a2b1d.js'), 'x');
    precompressDir(host);
    const activity = join(files, 'activities', 'ib');
    mkdirSync(activity, { recursive: true });
    writeFileSync(join(activity, 'app.js'), script('activity'));
    precompressDir(join(files, 'activities'));
    t = await startTestApp(target, { hostDistDir: host, activitiesDir: join(files, 'activities') });
    // Seeding the demo database can outlast Jest's minute on a loaded machine.
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(files, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

  describe('files of the build', () => {
    it('leaves a copy out where it would not be smaller', () => {
      expect(existsSync(join(files, 'host', 'main.js.br'))).toBe(true);
      expect(existsSync(join(files, 'host', 'main.js.gz'))).toBe(true);
      expect(existsSync(join(files, 'host', 'tiny.3f9a2b1d.js.br'))).toBe(false);
    });

    it.each([
      ['br, gzip, deflate', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ])('sends a chunk asked with "%s" as %s, the same bytes, varying on Accept-Encoding', async (accept, encoding) => {
      const response = await get('/login.3f9a2b1c.js', accept);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(varies(response.headers.vary)).toBe(true);
      expect(decode(encoding, response.rawPayload)).toBe(script('chunk'));
      if (encoding) expect(response.rawPayload.length).toBeLessThan(script('chunk').length / 3);
    });

    it('sends the page of every client route compressed, revalidated each time', async () => {
      for (const url of ['/', '/select-campaign', '/no/such/page']) {
        const response = await get(url, 'gzip, deflate, br', { accept: 'text/html' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(varies(response.headers.vary)).toBe(true);
        expect(decode('br', response.rawPayload)).toBe(withActivitiesBase(page, `${t.app.settings.activitiesOrigin}/tests/`));
      }
    });

    it('sends /login with its form in the HTML, compressed, revalidated against an ETag', async () => {
      const response = await get('/login', 'br', { accept: 'text/html' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response.headers.vary)).toBe(true);
      const html = decode('br', response.rawPayload);
      expect(html).toContain('<form method="post" action="/api/auth/login">');
      expect(html).toContain('<h1>Accedi</h1>');
      expect(html).not.toContain('class="boot"');
      // The plain form must be posted with the page's origin, not `null`.
      expect(response.headers['referrer-policy']).toBe('same-origin');
      const again = await get('/login', 'br', { accept: 'text/html', 'if-none-match': String(response.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('shows the message a plain form post came back with, and only a known one', async () => {
      const wrong = await get('/login?error=wrongCredentials', undefined, { accept: 'text/html' });
      expect(wrong.body).toContain('<p class="ls-error" role="alert">Le credenziali sono errate</p>');
      const unknown = await get('/login?error=%3Cscript%3E', undefined, { accept: 'text/html' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).not.toContain('role="alert"');
      expect(unknown.body).not.toContain('<script>');
    });

    it('keeps chunks named by content, and the entry named by the build hash, for a year', async () => {
      for (const url of ['/login.3f9a2b1c.js', `/main.js?${BUILD_HASH}`]) {
        expect((await get(url, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('revalidates the entry asked by its bare name cheaply: a 304 without a body', async () => {
      const first = await get('/main.js', 'br');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const again = await get('/main.js', 'br', { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('does not keep a page for good whatever its query', async () => {
      const response = await get(`/index.html?${BUILD_HASH}`, 'br');
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('sends the activities, from their own origin, compressed and revalidated each time', async () => {
      const activities = await buildActivitiesApp({
        activitiesDir: join(files, 'activities'),
        appOrigins: ['http://app.test'],
        https: false,
        logLevel: 'silent',
      });
      const response = await activities.inject({ method: 'GET', url: '/tests/ib/app.js', headers: { 'accept-encoding': 'gzip' } });
      await activities.close();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(varies(response.headers.vary)).toBe(true);
      expect(decode('gzip', response.rawPayload)).toBe(script('activity'));
    });
  });

  describe('API answers', () => {
    it('compresses a JSON answer above a kilobyte as it goes', async () => {
      // Every test of a company, as its administrator lists them: several kilobytes of JSON.
      const cookie = await t.login('admin');
      const { company_id } = await t.database.db.selectFrom('campaigns').select('company_id').orderBy('id').executeTakeFirstOrThrow();
      const url = `/api/usertests?companyId=${company_id}`;
      const plain = await get(url, undefined, { cookie });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      for (const encoding of ['br', 'gzip']) {
        const response = await get(url, encoding, { cookie });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(varies(response.headers.vary)).toBe(true);
        expect(JSON.parse(decode(encoding, response.rawPayload))).toEqual(plain.json());
      }
    });

    it('sends a small answer as it is', async () => {
      const response = await get('/api/health/live', 'br, gzip');
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('takes a request body as sent, never inflating it', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
        payload: Buffer.from(JSON.stringify({ data: 'x' })),
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('published remotes', () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const publish = (files: { path: string; content: string }[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/remotes/taskroom/versions/2.0.0',
        headers: { authorization: `Bearer ${OPS_TOKEN}` },
        payload: { files },
      });

    it('refuses a compressed copy in an upload: the server makes its own', async () => {
      const response = await publish([
        { path: 'mf-manifest.json', content: b64('{}') },
        { path: 'remoteEntry.js.br', content: b64('not brotli') },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('remoteEntry.js.br');
    });

    it('makes brotli and gzip copies of each file at publish and sends them', async () => {
      const published = await publish([
        { path: 'mf-manifest.json', content: b64(JSON.stringify({ name: 'skillup_taskroom', metaData: { note: 'x'.repeat(2000) } })) },
        { path: 'remoteEntry.js', content: b64(script('entry')) },
      ]);
      expect(published.statusCode).toBe(201);
      const entry = await get('/remotes/taskroom/2.0.0/remoteEntry.js', 'br');
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(decode('br', entry.rawPayload)).toBe(script('entry'));
      const manifest = await get('/remotes/taskroom/2.0.0/mf-manifest.json', 'gzip');
      expect(manifest.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decode('gzip', manifest.rawPayload)).name).toBe('skillup_taskroom');
    });
  });
});
