import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { MAX_JSON_DEPTH } from './json-body';

/** Bodies an attacker or a broken client sends: always a 4xx, never a 500 (docs/security.md). */
describe.each(testDatabases())('malformed bodies on $name', (target) => {
  let t: TestApp;
  let cookie: string;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    cookie = await t.login('davide.moretti');
    admin = await t.login('admin');
  }, 180_000);
  afterAll(() => t?.close());

  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  const send = (url: string, payload: string | Buffer, contentType: string, signedIn = true) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...(signedIn ? { cookie } : {}) } });

  it.each([
    ['an array', nested(10_000)],
    ['an object', nestedObject(10_000)],
  ])('answers beacon items nested 10,000 deep as %s with 400', async (_kind, items) => {
    const response = await send('/api/tests/beacon', new URLSearchParams({ items }).toString(), 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['a JSON log', '/api/logs', 'application/json', `{"data":${nested(10_000)}}`],
    ['a JSON body of another route', '/api/auth/login', 'application/json', `{"username":${nestedObject(10_000)}}`],
  ])('answers %s nested 10,000 deep with 400', async (_kind, url, type, body) => {
    const response = await send(url, body, type);
    expect(response.statusCode).toBe(400);
  });

  describe('JSON nested deeper than any body of the app', () => {
    let testId: number;
    const usertest = (method: 'GET' | 'PUT', payload?: string) =>
      t.app.inject({ method, url: `/api/usertests/${testId}`, payload, headers: { cookie: admin, 'content-type': 'application/json' } });
    const jsonDataOfTest = async () => (await usertest('GET')).json().usertest.jsonData as Record<string, unknown>;

    beforeAll(async () => {
      testId = (await t.database.db.selectFrom('tests').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    });

    // 100,000 levels of objects are 600 kB: inside the default body limit of 1 MiB.
    it.each([
      ['objects', 5_000, nestedObject],
      ['objects', 100_000, nestedObject],
      ['arrays', 5_000, nested],
      ['arrays', 100_000, nested],
    ])("answers a test's jsonData of %s nested %i deep with 400 JSON_TOO_DEEP, and keeps what it held", async (_kind, depth, deep) => {
      const before = await jsonDataOfTest();
      const response = await usertest('PUT', `{"jsonData":{"deep":${deep(depth)}}}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: false,
        code: 'JSON_TOO_DEEP',
        message: `the JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
      });
      expect(await jsonDataOfTest()).toEqual(before);
    });

    it('refuses any JSON body so deep, whatever its route reads', async () => {
      const response = await send('/api/auth/login', `{"username":"a","password":"b","x":${nested(100_000)}}`, 'application/json', false);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('JSON_TOO_DEEP');
    });

    it('saves jsonData nested as deep as the limit allows, brackets and escaped quotes in its strings not counted', async () => {
      // The body and jsonData are the first two levels.
      const jsonData = { color: '#123456', deep: JSON.parse(nestedObject(MAX_JSON_DEPTH - 2)), note: '"[{\\'.repeat(10_000) };
      const saved = await usertest('PUT', JSON.stringify({ jsonData }));
      expect(saved.statusCode).toBe(200);
      expect(await jsonDataOfTest()).toEqual(jsonData);
      expect((await usertest('PUT', JSON.stringify({ jsonData: { deep: JSON.parse(nestedObject(MAX_JSON_DEPTH - 1)) } }))).json().code).toBe(
        'JSON_TOO_DEEP',
      );
    });
  });

  const truncated = ['--xyz', 'Content-Disposition: form-data; name="items"', '', '[{"type":"STATUS"'].join('\r\n');
  const endless = ['--xyz', 'Content-Disposition: form-data; name="data"; filename="x.txt"', 'Content-Type: text/plain', '', 'abc'].join('\r\n');
  const noHeaders = ['--xyz', '', 'x', '--xyz--', ''].join('\r\n');

  it.each([
    ['/api/tests/beacon', 'no boundary', 'multipart/form-data', truncated],
    ['/api/tests/beacon', 'a truncated part', 'multipart/form-data; boundary=xyz', truncated],
    ['/api/tests/beacon', 'a file part cut short', 'multipart/form-data; boundary=xyz', endless],
    ['/api/tests/beacon', 'a part without headers', 'multipart/form-data; boundary=xyz', noHeaders],
    ['/api/tests/beacon', 'an empty body', 'multipart/form-data; boundary=xyz', ''],
    ['/api/logs', 'no boundary', 'multipart/form-data', truncated],
    ['/api/logs', 'a truncated part', 'multipart/form-data; boundary=xyz', truncated],
    ['/api/logs', 'a file part cut short', 'multipart/form-data; boundary=xyz', endless],
    ['/api/logs', 'a part without headers', 'multipart/form-data; boundary=xyz', noHeaders],
    ['/api/logs', 'an empty body', 'multipart/form-data; boundary=xyz', ''],
  ])('answers %s with %s with 4xx', async (url, _case, type, body) => {
    for (const signedIn of [true, false]) {
      const response = await send(url, body, type, signedIn);
      expect([url, signedIn, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, signedIn, true]);
    }
  });
});
