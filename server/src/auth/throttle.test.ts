import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../testing/databases';
import { DEMO_PASSWORD, persona, startTestApp, testAuthSettings, type TestApp } from '../testing/test-app';

const TOO_MANY = { status: false, code: 'TOO_MANY_ATTEMPTS', message: 'Troppi tentativi: attendi qualche minuto e riprova' };

describe.each(testDatabases())('throttling of sign-in and reset on $name', (target) => {
  let t: TestApp;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-throttle-'));
  beforeAll(async () => {
    const auth = testAuthSettings(workDir);
    t = await startTestApp(
      target,
      { auth: { ...auth, rateLimits: { accountFailures: 3, accountWindowSeconds: 900, addressRequests: 12, addressWindowSeconds: 60 } } },
      { trustProxy: 1 },
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  // Each test speaks from its own client address, so the per-address counts stay apart.
  const post = (url: string, payload: object, address: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: { 'x-forwarded-for': address } });
  const login = (name: string, password: string, address: string) =>
    post('login', { username: persona(name), password }, address);

  it('locks an account after its failed logins, even for the right password, and says when to retry', async () => {
    for (let i = 0; i < 3; i++) expect((await login('marco.bianchi', 'wrong', '10.0.0.1')).json().code).toBe('WRONG_CREDENTIALS');
    const locked = await login('marco.bianchi', DEMO_PASSWORD, '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Other accounts are not affected.
    expect((await login('giulia.verdi', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('clears the failures of an account on a successful login', async () => {
    for (let i = 0; i < 2; i++) await login('luca.ferri', 'wrong', '10.0.1.1');
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) await login('luca.ferri', 'wrong', '10.0.1.1');
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('throttles guessing of reset tokens per account, in checkToken and resetPassword alike', async () => {
    const email = persona('paolo.neri');
    await post('checkToken', { email, token: 'guess-1' }, '10.0.2.1');
    await post('resetPassword', { email, token: 'guess-2', password: 'x', password_confirmation: 'x' }, '10.0.2.1');
    await post('checkToken', { email, token: 'guess-3' }, '10.0.2.1');
    const locked = await post('checkToken', { email, token: 'guess-4' }, '10.0.2.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    expect((await post('resetPassword', { email, token: 'x', password: 'x', password_confirmation: 'x' }, '10.0.2.3')).statusCode).toBe(429);
    // The login of that account is a separate count.
    expect((await login('paolo.neri', DEMO_PASSWORD, '10.0.2.3')).statusCode).toBe(200);
  });

  it('limits reset mails per account, whether or not it exists', async () => {
    const email = 'somebody@demo.skillup.test';
    for (let i = 0; i < 3; i++) expect((await post('sendPasswordReset', { email }, '10.0.3.1')).statusCode).toBe(200);
    expect((await post('sendPasswordReset', { email }, '10.0.3.2')).statusCode).toBe(429);
  });

  it('limits every call from one client address, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await login(`user${i}`, 'wrong', '10.0.4.1')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 422)).toBe(true);
    expect(statuses[12]).toBe(429);
    const fromThere = await post('sendPasswordReset', { email: persona('anna.rossi') }, '10.0.4.1');
    expect(fromThere.statusCode).toBe(429);
    expect(fromThere.json()).toEqual(TOO_MANY);
    expect((await login('anna.rossi', DEMO_PASSWORD, '10.0.4.2')).statusCode).toBe(200);
  });

  it('shares the counts through the database, as replicas would', async () => {
    const rows = await t.database.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows).toEqual(expect.arrayContaining([{ key: 'address:10.0.4.1', count: 14 }]));
  });
});
