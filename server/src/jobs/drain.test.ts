import PgBoss from 'pg-boss';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test-harness/databases';
import { bossDb, JOBS_SCHEMA } from './boss-db';
import { JobsDrain } from './drain';

const QUEUE = 'late-fetch';

/** A connection whose fetches of jobs wait for `release`, as a slow database's would. */
function heldFetches(inner: PgBoss.Db) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let fetching!: () => void;
  const fetchSent = new Promise<void>((r) => (fetching = r));
  const db: PgBoss.Db = {
    async executeSql(text, values) {
      if (/SKIP LOCKED/i.test(text) && values?.[0] === QUEUE) {
        fetching();
        await released;
      }
      return inner.executeSql(text, values);
    },
  };
  return { db, release, fetchSent };
}

describe.each(testDatabases())('closing the job queue on $name', (target) => {
  let drop: () => Promise<void>;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const created = await target.create();
    drop = created.drop;
    handle = await createDatabase(created.spec);
    await migrateToLatest(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  it('waits for the jobs of a fetch still on its way when the worker stopped, and their completion', async () => {
    const held = heldFetches(bossDb(handle.db));
    const drain = new JobsDrain();
    const boss = new PgBoss({ db: drain.db(held.db), schema: JOBS_SCHEMA, supervise: false, schedule: false });
    drain.watch(boss);
    await boss.start();
    try {
      await boss.createQueue(QUEUE, { name: QUEUE });
      const jobId = (await boss.send(QUEUE, { n: 1 }))!;
      const handled: string[] = [];
      const workerId = await boss.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        await new Promise((r) => setTimeout(r, 100));
        handled.push(job!.id);
      });
      await held.fetchSent;

      let stopped = false;
      const stopping = boss.offWork({ id: workerId }).then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 300));
      // The fetch is still held: stopping has not returned in the meantime.
      expect(stopped).toBe(false);
      held.release();
      await stopping;

      // By then the fetched job has run and is recorded as done: nothing is left to reach a closed database.
      expect(handled).toEqual([jobId]);
      expect((await boss.getJobById(QUEUE, jobId))?.state).toBe('completed');
    } finally {
      held.release();
      await boss.stop({ graceful: true, wait: true, close: false });
      await drain.settled();
    }
  }, 60_000);
});
