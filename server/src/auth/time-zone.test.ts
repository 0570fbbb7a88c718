import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('the time zone a browser gives at sign-in, on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const signIn = (timezone?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: persona('luca.ferri'), password: DEMO_PASSWORD, timezone } });
  const kept = async () =>
    (await t.database.db.selectFrom('users').select('time_zone').where('email', '=', persona('luca.ferri')).executeTakeFirstOrThrow()).time_zone;

  it('is kept for the reminders, and one the server cannot place neither replaces it nor stops the sign-in', async () => {
    expect((await signIn('America/Lima')).statusCode).toBe(200);
    expect(await kept()).toBe('America/Lima');
    expect((await signIn('Nowhere/Else')).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(200);
    expect(await kept()).toBe('America/Lima');
    expect((await signIn('europe/madrid')).statusCode).toBe(200);
    expect(await kept()).toBe('Europe/Madrid');
  });
});
