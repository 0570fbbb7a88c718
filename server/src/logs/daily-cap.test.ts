import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';
import { countTodaysLog } from './daily-cap';

const PER_DAY = 3;

describe.each(testDatabases())('daily cap of browser logs on $name', (target) => {
  let t: TestApp;
  let replica: FastifyInstance;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-logs-cap-'));
  beforeAll(async () => {
    const auth = testAuthSettings(workDir);
    t = await startTestApp(target, { auth: { ...auth, rateLimits: { ...auth.rateLimits, clientLogsPerDay: PER_DAY } } }, { trustProxy: 1 });
    replica = await t.replica();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const log = (data: string, headers: Record<string, string>, app = t.app) =>
    app.inject({ method: 'POST', url: '/api/logs', payload: { data }, headers });
  const stored = async (data: string) =>
    Number(
      (
        await t.database.db
          .selectFrom('logs')
          .where('data', 'like', `${data}%`)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('stores a day’s share from an address without a session, then refuses until the next UTC day and stores nothing', async () => {
    const from = { 'x-forwarded-for': '10.2.0.1' };
    const statuses = [];
    for (let i = 0; i < PER_DAY + 2; i++) statuses.push((await log(`address-a ${i}`, from)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await log('address-a more', from);
    expect(refused.json()).toMatchObject({ status: false, code: 'TOO_MANY_LOGS_TODAY' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await stored('address-a')).toBe(PER_DAY);
    // Another address has its own share.
    expect((await log('address-b', { 'x-forwarded-for': '10.2.0.2' })).statusCode).toBe(200);
  });

  it('counts a signed-in user’s logs for the user, whatever address they share', async () => {
    const cookie = await t.login('anna.rossi');
    const statuses = [];
    for (let i = 0; i < PER_DAY + 1; i++) statuses.push((await log(`user ${i}`, { cookie, 'x-forwarded-for': '10.2.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await stored('user')).toBe(PER_DAY);
  });

  it('does not count a log it refuses for its content', async () => {
    const from = { 'x-forwarded-for': '10.2.0.3' };
    expect((await log('x'.repeat(65537), from)).statusCode).toBe(400);
    expect((await log('bad\u0000', from)).statusCode).toBe(400);
    const statuses = [];
    for (let i = 0; i < PER_DAY; i++) statuses.push((await log(`content ${i}`, from)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });

  it('lets no more than the share through when many arrive at once on two servers', async () => {
    const from = { 'x-forwarded-for': '10.2.0.4' };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => log(`burst ${i}`, from, i % 2 ? replica : t.app)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(PER_DAY);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(12 - PER_DAY);
    expect(await stored('burst')).toBe(PER_DAY);
  });

  it('starts a new share at midnight UTC', async () => {
    const lateEvening = Date.parse('2031-03-04T23:59:59.500Z');
    expect(await countTodaysLog(t.app.db, 'user:midnight', 1, lateEvening)).toEqual({ retryAfterSeconds: null });
    expect(await countTodaysLog(t.app.db, 'user:midnight', 1, lateEvening)).toEqual({ retryAfterSeconds: 1 });
    const nextMorning = Date.parse('2031-03-05T00:00:01Z');
    expect(await countTodaysLog(t.app.db, 'user:midnight', 1, nextMorning)).toEqual({ retryAfterSeconds: null });
    expect(await countTodaysLog(t.app.db, 'user:midnight', 1, nextMorning)).toEqual({ retryAfterSeconds: 24 * 60 * 60 - 1 });
  });
});
