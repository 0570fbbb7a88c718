import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { runDueJobs, type HousekeepingJob } from './runner';
import { housekeepingDb } from './runs-table';

describe.each(testDatabases())('daily housekeeping on $name', (target) => {
  let t: TestApp;
  let replica: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(target, { housekeeping: { clientLogsKeepDays: 30 } });
    replica = await t.replica();
    // Each server tries at once when ready: the first claims today, the second finds it taken.
    await Promise.all([t.app.ready(), replica.ready()]);
    await Promise.all([t.app.housekeeping.tryNow(), replica.housekeeping.tryNow()]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const runs = () => housekeepingDb(t.app.db);
  /** As if the jobs last ran yesterday: the next try is due. */
  const newDay = () =>
    runs()
      .updateTable('housekeeping_runs')
      .set({ last_day: sql`(now() at time zone 'utc')::date - 1` })
      .execute();
  const addLog = async (data: string, ageDays: number) => {
    await t.app.db
      .insertInto('logs')
      .values({ user_id: null, data, created_at: sql<Date>`now() - ${ageDays} * interval '1 day'` })
      .execute();
  };
  const logsLeft = async (prefix: string) =>
    (await t.app.db.selectFrom('logs').where('data', 'like', `${prefix}%`).select('data').orderBy('data').execute()).map((r) => r.data);

  it('claimed today once, when the servers started', async () => {
    const rows = await runs()
      .selectFrom('housekeeping_runs')
      .select(['name', sql<string>`last_day::text`.as('day'), sql<string>`(now() at time zone 'utc')::date::text`.as('today')])
      .execute();
    expect(rows.map((r) => r.name).sort()).toEqual(['campaign-retention', 'client-logs-retention']);
    expect(rows.every((r) => r.day === r.today)).toBe(true);
  });

  it('deletes the client logs past their 30 days on one of two servers trying at once, and keeps the recent ones', async () => {
    await addLog('a old 45', 45);
    await addLog('a old 31', 31);
    await addLog('a recent 29', 29);
    await addLog('a recent 0', 0);
    await newDay();
    const [first, second] = await Promise.all([t.app.housekeeping.tryNow(), replica.housekeeping.tryNow()]);
    const ran = [...first, ...second];
    expect(ran.filter((run) => run.name === 'client-logs-retention')).toEqual([{ name: 'client-logs-retention', result: { deleted: 2 } }]);
    expect(ran.filter((run) => run.name === 'campaign-retention')).toHaveLength(1);
    expect(await logsLeft('a ')).toEqual(['a recent 0', 'a recent 29']);
  });

  it('does nothing on a second try the same day, on either server', async () => {
    await addLog('b old 40', 40);
    expect(await t.app.housekeeping.tryNow()).toEqual([]);
    expect(await replica.housekeeping.tryNow()).toEqual([]);
    expect(await logsLeft('b ')).toEqual(['b old 40']);
  });

  it('does nothing after a restart the same day, and the day after deletes what has aged', async () => {
    const restarted = await t.replica();
    await restarted.ready();
    expect(await restarted.housekeeping.tryNow()).toEqual([]);
    expect(await logsLeft('b ')).toEqual(['b old 40']);
    await newDay();
    expect(await restarted.housekeeping.tryNow()).toContainEqual({ name: 'client-logs-retention', result: { deleted: 1 } });
    expect(await logsLeft('b ')).toEqual([]);
  });

  it('lets one process do a day’s work even when the work is slow and both claim during it', async () => {
    let runsDone = 0;
    const slow: HousekeepingJob = {
      name: 'test-slow',
      async run() {
        await sleep(300);
        runsDone++;
        return { done: 1 };
      },
    };
    const [a, b] = await Promise.all([runDueJobs(t.app.db, [slow], t.app.log), runDueJobs(replica.db, [slow], replica.log)]);
    expect(runsDone).toBe(1);
    expect([...a, ...b]).toEqual([{ name: 'test-slow', result: { done: 1 } }]);
    expect(await runDueJobs(t.app.db, [slow], t.app.log)).toEqual([]);
  });

  it('leaves the day of a failed job unclaimed for the next try, and runs the other jobs', async () => {
    const failing: HousekeepingJob = {
      name: 'test-flaky',
      async run(db) {
        await db.deleteFrom('logs').execute();
        throw new Error('broken');
      },
    };
    const fine: HousekeepingJob = { name: 'test-fine', run: async () => ({ ok: 1 }) };
    await addLog('c kept', 0);
    expect(await runDueJobs(t.app.db, [failing, fine], t.app.log)).toEqual([{ name: 'test-fine', result: { ok: 1 } }]);
    // Its work was undone with its claim.
    expect(await logsLeft('c ')).toEqual(['c kept']);
    const mended: HousekeepingJob = { name: 'test-flaky', run: async () => ({ ok: 1 }) };
    expect(await runDueJobs(t.app.db, [mended, fine], t.app.log)).toEqual([{ name: 'test-flaky', result: { ok: 1 } }]);
  });

  it('tries nothing more once the server closes', async () => {
    const closing = await t.replica();
    await closing.ready();
    await closing.close();
    await newDay();
    expect(await closing.housekeeping.tryNow()).toEqual([]);
  });
});
