import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, testAuthSettings, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('browser logs on $name', (target) => {
  let t: TestApp;
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-logs-'));
  beforeAll(async () => {
    const auth = testAuthSettings(workDir);
    t = await startTestApp(
      target,
      { auth: { ...auth, rateLimits: { ...auth.rateLimits, clientLogsPerAddress: 3, clientLogsPerUser: 5 } } },
      { trustProxy: 1 },
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const log = (data: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/logs', payload: { data }, headers });
  const stored = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('logs')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('gives an address without a session a tight budget, and stores nothing beyond it', async () => {
    const before = await stored();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await log(`anonymous ${i}`, { 'x-forwarded-for': '10.1.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await log('more', { 'x-forwarded-for': '10.1.0.1' });
    expect(refused.json()).toMatchObject({ status: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toBe(before + 3);
    expect((await log('elsewhere', { 'x-forwarded-for': '10.1.0.2' })).statusCode).toBe(200);
  });

  it('gives a signed-in user their own, wider budget, whatever address they share', async () => {
    const cookie = await t.login('anna.rossi');
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await log(`user ${i}`, { cookie, 'x-forwarded-for': '10.1.0.1' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses a body larger than the cap before reading it all, and a log longer than the contract allows', async () => {
    const huge = await log('x'.repeat(1024 * 1024), { 'x-forwarded-for': '10.1.0.3' });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: false, code: 'PAYLOAD_TOO_LARGE' });
    const long = await log('x'.repeat(65537), { 'x-forwarded-for': '10.1.0.4' });
    expect(long.statusCode).toBe(400);
  });
});
