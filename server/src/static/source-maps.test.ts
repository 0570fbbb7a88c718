import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { testDatabases } from '../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../test-harness/test-app';

/** What webpack's `hidden-source-map` writes beside a chunk: its sources included. */
const sourceMap = (source: string) =>
  JSON.stringify({ version: 3, file: 'chunk.js', sources: ['webpack://skillup/./src/secret.ts'], sourcesContent: [source], mappings: 'AAAA' });
const HOST_SOURCE = 'export const hostOnly = "the host source";';
const REMOTE_SOURCE = 'export const remoteOnly = "the remote source";';

const HOST_MAP = '/login.3f9a2b1c.js.map';
const REMOTE_MAP = '/remotes/taskroom/3.0.0/App.3f9a2b1c.js.map';
const operations = { authorization: `Bearer ${OPS_TOKEN}` };

describe.each(testDatabases())('source maps on $name', (target) => {
  let t: TestApp;
  let files: string;

  beforeAll(async () => {
    files = mkdtempSync(join(tmpdir(), 'skillup-maps-'));
    const host = join(files, 'host');
    mkdirSync(host);
    writeFileSync(join(host, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(host, 'login.3f9a2b1c.js'), 'console.log(1);');
    writeFileSync(join(host, 'login.3f9a2b1c.js.map'), sourceMap(HOST_SOURCE));
    // No build writes these, but a file left in the folder must not be a way round the rule.
    writeFileSync(join(host, 'login.3f9a2b1c.js.map.gz'), gzipSync(sourceMap(HOST_SOURCE)));
    writeFileSync(join(host, 'login.3f9a2b1c.js.map.br'), sourceMap(HOST_SOURCE));
    writeFileSync(join(host, 'login.3f9a2b1c.js.map.deflate'), sourceMap(HOST_SOURCE));
    t = await startTestApp(target, { hostDistDir: host });
    const b64 = (text: string) => Buffer.from(text).toString('base64');
    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/remotes/taskroom/versions/3.0.0',
      headers: operations,
      payload: {
        files: [
          { path: 'mf-manifest.json', content: b64('{"name":"skillup_taskroom"}') },
          { path: 'App.3f9a2b1c.js', content: b64('console.log(2);') },
          { path: 'App.3f9a2b1c.js.map', content: b64(sourceMap(REMOTE_SOURCE)) },
          // The server compresses no map itself, so an upload may carry one already compressed.
          { path: 'App.3f9a2b1c.js.map.gz', content: gzipSync(sourceMap(REMOTE_SOURCE)).toString('base64') },
        ],
      },
    });
    expect(published.statusCode).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(files, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers });

  describe.each([
    ['the host', HOST_MAP, HOST_SOURCE],
    ['a remote', REMOTE_MAP, REMOTE_SOURCE],
  ])('of %s', (_label, map, source) => {
    it('answers 404 without the operations token, as for a file that is not there', async () => {
      const missing = await get(map.replace('3f9a2b1c.js.map', '3f9a2b1d.js.map'));
      const callers: Record<string, string>[] = [{}, { authorization: 'Bearer not-the-token' }, { cookie: await t.login('admin') }];
      for (const headers of callers) {
        const response = await get(map, headers);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(source);
        expect(response.json()).toEqual({ ...missing.json(), message: missing.json().message.replace('3f9a2b1d', '3f9a2b1c') });
      }
      expect((await get(map, {}, 'HEAD')).statusCode).toBe(404);
    });

    it('is not reached by another spelling of its name, nor through a compressed copy', async () => {
      const spellings = [
        map.replace('.map', '.m%61p'),
        map.replace('.js.map', '.js%2Emap'),
        map.replace('.map', '.MAP'),
        `${map}?download=1`,
        `${map}.gz`,
        `${map}.br`,
        `${map}.deflate`,
        map.replace('.map', '.map%2Egz'),
      ];
      for (const url of spellings) {
        const response = await get(url);
        expect([400, 403, 404]).toContain(response.statusCode);
        expect(response.body).not.toContain(source);
      }
      for (const encoding of ['gzip', 'br', 'deflate', 'gzip, deflate, br']) {
        const response = await get(map, { 'accept-encoding': encoding });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-encoding']).toBeUndefined();
      }
    });

    it('is never the map when a browser opens it as a page', async () => {
      const response = await get(map, { accept: 'text/html' });
      expect(response.body).not.toContain(source);
    });

    it('is sent to operations with the token, for no cache to keep', async () => {
      const response = await get(map, operations);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(JSON.parse(response.body).sourcesContent).toEqual([source]);
    });
  });

  it('leaves the chunks themselves to everyone', async () => {
    expect((await get('/login.3f9a2b1c.js')).statusCode).toBe(200);
    const chunk = await get('/remotes/taskroom/3.0.0/App.3f9a2b1c.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
