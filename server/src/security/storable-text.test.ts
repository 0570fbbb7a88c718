import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe('text PostgreSQL cannot store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(testDatabases()[0]!);
  });
  afterAll(() => t?.close());

  const login = (username: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'x' } });

  it.each([
    ['a NUL byte', 'a\u0000b@x.test'],
    ['a lone high surrogate', 'a\ud800b@x.test'],
    ['a lone low surrogate', '\udc00@x.test'],
  ])('is refused with 400 BAD_REQUEST: %s', async (_, username) => {
    const response = await login(username);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, code: 'BAD_REQUEST', message: expect.stringContaining('NUL') });
  });

  it('lets paired surrogates (emoji) and ordinary accents through', async () => {
    expect((await login('😀è@x.test')).json().code).toBe('WRONG_CREDENTIALS');
  });
});
