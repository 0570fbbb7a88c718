import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('an inactive account on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const setActive = (active: boolean) => t.database.db.updateTable('users').set({ active }).where('email', '=', persona('anna.rossi')).execute();
  const login = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona('anna.rossi'), password: DEMO_PASSWORD } });

  it('signs in no more, with the answer of a wrong password, and its open session ends', async () => {
    const cookie = await t.login('anna.rossi');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);
    await setActive(false);
    const refused = await login();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('WRONG_CREDENTIALS');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs in again once active', async () => {
    await setActive(true);
    expect((await login()).statusCode).toBe(200);
  });
});
