import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { loadAuthSettings } from '../config/auth-settings';
import { companyIdOf, firstActiveCampaignOf } from '../test-harness/users';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';
import { hashPassword } from './password';
import { delayAfter, delayInSql } from './throttle';

const TOO_MANY = { status: false, code: 'TOO_MANY_ATTEMPTS', message: 'Troppi tentativi: attendi qualche minuto e riprova' };
const LIMITS = {
  failuresBeforeDelay: 3,
  maxDelaySeconds: 60,
  failureMemorySeconds: 900,
  addressFailures: 12,
  addressWindowSeconds: 900,
  resetMailsPerAccount: 3,
  clientLogsPerAddress: 1000,
  clientLogsPerUser: 1000,
  clientLogsPerDay: 1000,
};

describe('the delay after failures', () => {
  it('is none for the first failures, then doubles up to its ceiling', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 40].map((n) => delayAfter(n, LIMITS))).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60]);
  });
});

describe.each(testDatabases())('throttling of sign-in and reset on $name', (target) => {
  let t: TestApp;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-throttle-'));
  beforeAll(async () => {
    t = await startTestApp(target, { auth: { ...testAuthSettings(workDir), rateLimits: LIMITS } }, { trustProxy: 1 });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  // Each test speaks from its own client addresses, so the per-address counts stay apart.
  const post = (url: string, payload: object, address: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${url}`, payload, headers: { 'x-forwarded-for': address } });
  const login = (name: string, password: string, address: string) => post('login', { username: persona(name), password }, address);
  /** Moves the failures of keys matching `pattern` into the past, as if `seconds` had gone by. */
  const elapse = (pattern: string, seconds: number) =>
    sql`update rate_limits set expires_at = expires_at - ${seconds} * interval '1 second' where key like ${pattern}`.execute(t.database.db);
  const count = async (key: string) =>
    (
      await t.database.db
        .selectFrom('rate_limits')
        .select('count')
        .where('key', '=', key)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst()
    )?.count ?? 0;

  it('slows one address down on one account with a growing wait, and says how long', async () => {
    for (let i = 0; i < 3; i++) expect((await login('marco.bianchi', 'wrong', '10.0.0.1')).json().code).toBe('WRONG_CREDENTIALS');
    const waiting = await login('marco.bianchi', DEMO_PASSWORD, '10.0.0.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual(TOO_MANY);
    expect(Number(waiting.headers['retry-after'])).toBe(1);

    await elapse('login:10.0.0.1:%', 2);
    expect((await login('marco.bianchi', 'wrong', '10.0.0.1')).json().code).toBe('WRONG_CREDENTIALS');
    const longer = await login('marco.bianchi', 'wrong', '10.0.0.1');
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(2);
  });

  it('never locks the owner out: another address signs in at once, and this one after its wait', async () => {
    for (let i = 0; i < 6; i++) await login('giulia.verdi', 'wrong', '10.0.1.1');
    expect((await login('giulia.verdi', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(429);
    expect((await login('giulia.verdi', DEMO_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
    await elapse('login:10.0.1.1:%', 2);
    expect((await login('giulia.verdi', DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    // A success clears that address's failures on the account.
    expect((await login('giulia.verdi', 'wrong', '10.0.1.1')).json().code).toBe('WRONG_CREDENTIALS');
  });

  it('forgets failures a while after the latest one', async () => {
    for (let i = 0; i < 3; i++) await login('luca.ferri', 'wrong', '10.0.2.1');
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(429);
    await elapse('login:10.0.2.1:%', 901);
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
  });

  it('does not count successes: one address signs in as often as its people need', async () => {
    for (let i = 0; i < 30; i++) expect((await login('anna.rossi', DEMO_PASSWORD, '10.0.3.1')).statusCode).toBe(200);
  });

  it('meets a ceiling of failures per address, beyond which each account has one attempt per window', async () => {
    for (let i = 0; i < 12; i++) expect((await login(`nobody${i}`, 'wrong', '10.0.4.1')).statusCode).toBe(422);
    // Its owner gets in, as often as they like: the ceiling never refuses a right password.
    expect((await login('anna.rossi', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
    expect((await login('anna.rossi', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(200);

    // A guesser gets one guess per account, real or made up, and then waits for the window.
    expect((await login('marco.bianchi', 'guess-1', '10.0.4.1')).statusCode).toBe(422);
    const second = await login('marco.bianchi', 'guess-2', '10.0.4.1');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual(TOO_MANY);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login('nobody12', 'wrong', '10.0.4.1')).statusCode).toBe(422);
    expect((await login('nobody12', 'wrong', '10.0.4.1')).statusCode).toBe(429);
    // However many at once.
    const burst = await Promise.all(Array.from({ length: 10 }, () => login('luca.ferri', 'wrong', '10.0.4.1')));
    expect(burst.map((r) => r.statusCode).sort()).toEqual([422, ...Array<number>(9).fill(429)]);
    // Once that one attempt has failed, the owner too waits for the window (docs/security.md).
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(429);

    // Reset links and reset mails alike: one each per account.
    const check = (email: string) => post('checkToken', { email, token: 'guess' }, '10.0.4.1');
    expect((await check(persona('paolo.neri'))).statusCode).toBe(200);
    expect((await check(persona('paolo.neri'))).statusCode).toBe(429);
    const mail = (email: string) => post('sendPasswordReset', { email }, '10.0.4.1');
    expect((await mail(persona('anna.rossi'))).statusCode).toBe(200);
    expect((await mail(persona('anna.rossi'))).statusCode).toBe(429);

    // Only failures and mails filled it: the refused attempts and the successes were taken back.
    expect(await count('address:10.0.4.1')).toBe(12 + 4 + 1);
    expect((await login('marco.bianchi', DEMO_PASSWORD, '10.0.4.2')).statusCode).toBe(200);
    await elapse('%:10.0.4.1%', 901);
    expect((await login('luca.ferri', DEMO_PASSWORD, '10.0.4.1')).statusCode).toBe(200);
  });

  it('counts an attempt in the statement that lets it through, so bursts on two replicas get no further', async () => {
    const replica = await t.replica();
    await replica.ready();
    const pair = `login:10.0.7.1:${persona('sara.conti')}`;
    const attempt = (server: FastifyInstance, password: string) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: persona('sara.conti'), password },
        headers: { 'x-forwarded-for': '10.0.7.1' },
      });
    const burst = async () => {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(i % 2 === 0 ? t.app : replica, `wrong-${i}`)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s !== 422 && s !== 429)).toEqual([]);
      return { checked: statuses.filter((s) => s === 422).length, seconds: (Date.now() - started) / 1000 };
    };

    // The first failuresBeforeDelay at once, then one each time a wait (1 s, 2 s, 4 s…) runs out.
    const fresh = await burst();
    expect(fresh.checked).toBeGreaterThanOrEqual(LIMITS.failuresBeforeDelay);
    expect(fresh.checked).toBeLessThanOrEqual(LIMITS.failuresBeforeDelay + Math.floor(Math.log2(1 + fresh.seconds)));
    expect(await count(pair)).toBe(fresh.checked);
    expect(await count('address:10.0.7.1')).toBe(fresh.checked);

    // Once a long wait is over, one attempt of a burst goes through, not the burst.
    await sql`update rate_limits set count = 13, expires_at = now() + interval '840 seconds' where key = ${pair}`.execute(t.database.db);
    expect((await burst()).checked).toBe(1);
    expect(await count(pair)).toBe(14);

    // The right password waits like any other attempt, and once the wait is over gets in.
    expect((await attempt(replica, DEMO_PASSWORD)).statusCode).toBe(429);
    await elapse('login:10.0.7.1:%', 60);
    expect((await attempt(t.app, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await count(pair)).toBe(0);
  });

  it('decides in the database with the very delays of delayAfter', async () => {
    const { rows } = await sql<{ n: number; delay: number }>`
      select n, ${delayInSql(sql<number>`n`, LIMITS)} as delay from generate_series(0, 40) as n order by n`.execute(t.database.db);
    expect(rows.map((r) => Number(r.delay))).toEqual(rows.map((r) => delayAfter(r.n, LIMITS)));
  });

  it('slows guessing of reset tokens per address and account, in checkToken and resetPassword alike', async () => {
    const email = persona('paolo.neri');
    await post('checkToken', { email, token: 'guess-1' }, '10.0.5.1');
    await post('resetPassword', { email, token: 'guess-2', password: 'x', password_confirmation: 'x' }, '10.0.5.1');
    await post('checkToken', { email, token: 'guess-3' }, '10.0.5.1');
    const waiting = await post('checkToken', { email, token: 'guess-4' }, '10.0.5.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toEqual(TOO_MANY);
    expect((await post('resetPassword', { email, token: 'x', password: 'x', password_confirmation: 'x' }, '10.0.5.1')).statusCode).toBe(429);
    expect((await post('checkToken', { email, token: 'guess-5' }, '10.0.5.2')).statusCode).toBe(200);
    // The login of that account is a separate count.
    expect((await login('paolo.neri', DEMO_PASSWORD, '10.0.5.1')).statusCode).toBe(200);
  });

  it('limits reset mails per account, whether or not it exists, from any address', async () => {
    const email = 'somebody@demo.skillup.test';
    for (let i = 0; i < 3; i++) expect((await post('sendPasswordReset', { email }, `10.0.6.${i}`)).statusCode).toBe(200);
    expect((await post('sendPasswordReset', { email }, '10.0.6.9')).statusCode).toBe(429);
  });

  it('shares the counts through the database, as replicas would', async () => {
    const rows = await t.database.db.selectFrom('rate_limits').select(['key', 'count']).execute();
    expect(rows).toEqual(
      expect.arrayContaining([
        { key: 'address:10.0.0.1', count: 4 },
        { key: `login:10.0.0.1:${persona('marco.bianchi')}`, count: 4 },
      ]),
    );
  });
});

describe.each(testDatabases())('a company kickoff behind one address on $name', (target) => {
  let t: TestApp;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-kickoff-'));
  const PEOPLE = 500;
  const email = (i: number) => `kickoff-${i}@demo.skillup.test`;

  beforeAll(async () => {
    // The limits a server starts with when nothing is configured.
    const defaults = loadAuthSettings({}, { port: 0, dataDir: workDir });
    t = await startTestApp(target, { auth: { ...testAuthSettings(workDir), rateLimits: defaults.rateLimits } }, { trustProxy: 1 });
    const db = t.database.db;
    const companyId = await companyIdOf(t, 'demo');
    const campaignId = await firstActiveCampaignOf(t, companyId);
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          company_id: companyId,
          email: email(i),
          password_hash: passwordHash,
          first_name: 'Kick',
          last_name: `Off ${i}`,
          gender: null,
          role: 'participant' as const,
          lang: 'it',
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('user_campaigns')
      .values(users.map((u) => ({ user_id: u.id, campaign_id: campaignId, lang: 'it', access_date: null, state: 'ACTIVE' as const })))
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  it(`lets ${PEOPLE} people in from one address, one in five mistyping their password first`, async () => {
    const signIn = (i: number, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: email(i), password },
        headers: { 'x-forwarded-for': '192.0.2.10' },
      });
    const statuses: number[] = [];
    for (let start = 0; start < PEOPLE; start += 25) {
      const batch = Array.from({ length: Math.min(25, PEOPLE - start) }, (_, k) => start + k);
      const results = await Promise.all(
        batch.map(async (i) => {
          if (i % 5 === 0) expect((await signIn(i, 'Skillup-2025')).statusCode).toBe(422);
          return (await signIn(i, DEMO_PASSWORD)).statusCode;
        }),
      );
      statuses.push(...results);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(PEOPLE);
  }, 300_000);
});
