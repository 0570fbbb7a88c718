import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

/** Bodies an attacker or a broken client sends: always a 4xx, never a 500 (docs/security.md). */
describe.each(testDatabases())('malformed bodies on $name', (target) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    cookie = await t.login('davide.moretti');
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
