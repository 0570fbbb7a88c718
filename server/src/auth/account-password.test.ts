import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';
import { companyIdOf, firstActiveCampaignOf, insertEnrolledUser, loginAs } from '../test-harness/users';
import { issueResetToken } from './reset-tokens';
import { createSession } from './sessions';

const NEW_PASSWORD = 'Nuova-Chiave-2026!';
const WRONG_PASSWORD = {
  status: false,
  code: 'WRONG_PASSWORD',
  message: 'La password attuale non è corretta',
  errors: { currentPassword: ['wrong'] },
};

// The login's throttle as the throttling suite sets it: a wait from the third failure on.
const LIMITS = {
  failuresBeforeDelay: 3,
  maxDelaySeconds: 60,
  failureMemorySeconds: 900,
  addressFailures: 1_000_000,
  addressWindowSeconds: 900,
  resetMailsPerAccount: 3,
  clientLogsPerAddress: 1000,
  clientLogsPerUser: 1000,
  clientLogsPerDay: 1000,
};

describe.each(testDatabases())('changing the password on the account page on $name', (target) => {
  let t: TestApp;
  let people = 0;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-account-password-'));
  beforeAll(async () => {
    t = await startTestApp(target, { sessionCacheSeconds: 60, auth: { ...testAuthSettings(workDir), rateLimits: LIMITS } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  /** A person of their own for each test, so that their sessions and failures are the test's alone. */
  async function newPerson(): Promise<{ id: number; email: string }> {
    const companyId = await companyIdOf(t, 'demo');
    people += 1;
    return insertEnrolledUser(t, {
      companyId,
      email: `password-${people}@demo.skillup.test`,
      firstName: 'Pia',
      lastName: 'Chiave',
      campaignIds: [await firstActiveCampaignOf(t, companyId)],
    });
  }

  const change = (cookie: string, currentPassword: string, password = NEW_PASSWORD, password_confirmation = password) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie },
      payload: { currentPassword, password, password_confirmation },
    });
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: email, password } });

  it('refuses a wrong current password, and counts it as a failed sign-in up to the same wait', async () => {
    const person = await newPerson();
    const cookie = await loginAs(t, person.email);
    for (let i = 0; i < LIMITS.failuresBeforeDelay; i++) {
      const response = await change(cookie, 'not-my-password');
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual(WRONG_PASSWORD);
    }
    const waiting = await change(cookie, DEMO_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    // One count: the sign-in from this address waits too.
    expect((await login(person.email, DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('forgets the failures once the right current password is given, as a sign-in does', async () => {
    const person = await newPerson();
    const cookie = await loginAs(t, person.email);
    for (let i = 0; i < LIMITS.failuresBeforeDelay - 1; i++) expect((await change(cookie, 'not-my-password')).statusCode).toBe(422);
    expect((await change(cookie, DEMO_PASSWORD, 'weak')).json().code).toBe('INVALID_PASSWORD');
    for (let i = 0; i < LIMITS.failuresBeforeDelay - 1; i++) expect((await change(cookie, 'not-my-password')).json()).toEqual(WRONG_PASSWORD);
  });

  it('refuses a new password that breaks the rules, with their codes, and keeps the old one', async () => {
    const person = await newPerson();
    const cookie = await loginAs(t, person.email);
    const weak = await change(cookie, DEMO_PASSWORD, 'abc', 'abd');
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      status: false,
      code: 'INVALID_PASSWORD',
      errors: { password: ['mixed', 'numbers', 'symbols', 'min', 'confirmed'] },
    });
    const breached = await change(cookie, DEMO_PASSWORD, 'P@ssw0rd');
    expect(breached.json()).toMatchObject({ code: 'INVALID_PASSWORD', errors: { password: ['uncompromised'] } });
    const same = await change(cookie, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(422);
    expect(same.json()).toMatchObject({ code: 'INVALID_PASSWORD', errors: { password: ['unchanged'] } });
    expect((await login(person.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('sets the new password and ends every other session, cached ones too, this one staying', async () => {
    const person = await newPerson();
    const other = await loginAs(t, person.email);
    const cookie = await loginAs(t, person.email);
    const resetLink = await issueResetToken(t.database.db, person.id, 60);
    await t.database.db.updateTable('users').set({ must_change_password: true }).where('id', '=', person.id).execute();
    // Both read once, so that this process has them in its cache.
    for (const session of [other, cookie]) expect((await me(session)).statusCode).toBe(200);

    const response = await change(cookie, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, ended: 1 });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(person.email, DEMO_PASSWORD)).json().code).toBe('WRONG_CREDENTIALS');
    const signedIn = await login(person.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toBeDefined();
    // A reset link mailed before the change sets no password any more.
    const checked = await t.app.inject({ method: 'POST', url: '/api/auth/checkToken', payload: { email: person.email, token: resetLink } });
    expect(checked.json().data).toMatchObject({ status: false, code: 'INVALID_TOKEN' });
  });

  it('answers PASSWORD_NOT_SET to whoever signs in through their company or has no password of ours', async () => {
    const db = t.database.db;
    const sso = await newPerson();
    await db.updateTable('users').set({ has_sso: true }).where('id', '=', sso.id).execute();
    const none = await newPerson();
    await db.updateTable('users').set({ password_hash: '!' }).where('id', '=', none.id).execute();
    for (const person of [sso, none]) {
      const cookie = `skillup_session=${await createSession(db, person.id, 60)}`;
      const response = await change(cookie, DEMO_PASSWORD);
      expect({ email: person.email, status: response.statusCode, code: response.json().code }).toEqual({
        email: person.email,
        status: 422,
        code: 'PASSWORD_NOT_SET',
      });
    }
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: `skillup_session=${await createSession(db, sso.id, 60)}` },
    });
    expect(account.json().account.hasSSO).toBe(true);
  });

  it('sends a person HR added, who never chose a password, to the reset link, and changes it once they have', async () => {
    const companyId = await companyIdOf(t, 'demo');
    const email = 'added-by-hr@demo.skillup.test';
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/admin/campaigns/${await firstActiveCampaignOf(t, companyId)}/participants`,
      headers: { cookie: await t.login('admin') },
      payload: { email, firstName: 'Ada', lastName: 'Nuova' },
    });
    expect(added.statusCode).toBe(200);
    const { id } = await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const before = await change(`skillup_session=${await createSession(t.database.db, id, 60)}`, 'a-guess');
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'PASSWORD_NOT_SET', message: expect.stringContaining('Password dimenticata?') });

    const token = await issueResetToken(t.database.db, id, 60);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email, token, password: 'Scelta-Da-Me-2026!', password_confirmation: 'Scelta-Da-Me-2026!', timezone: 'Europe/Rome' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = (await login(email, 'Scelta-Da-Me-2026!')).cookies.find((c) => c.name === 'skillup_session')!;
    const after = await change(`skillup_session=${cookie.value}`, 'Scelta-Da-Me-2026!');
    expect(after.statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses fields it does not know, and missing ones, with 400', async () => {
    const person = await newPerson();
    const cookie = await loginAs(t, person.email);
    const complete = { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const { password_confirmation: _left, ...missing } = complete;
    for (const payload of [{ ...complete, email: person.email }, missing, { ...complete, currentPassword: '' }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/account/password', headers: { cookie }, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    expect((await login(person.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a caller without a session with 401', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });
});
