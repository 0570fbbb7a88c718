import { sql } from 'kysely';
import PgBoss from 'pg-boss';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { migrateToLatest, wipeDatabase } from '../db/migrate';
import { testDatabases } from '../test-harness/databases';
import { bossDb, JOBS_SCHEMA } from './boss-db';
import { ensureQueue } from './ensure-queue';

const QUEUE = 'probe';

async function startBoss(handle: DatabaseHandle): Promise<PgBoss> {
  const boss = new PgBoss({ db: bossDb(handle.db), schema: JOBS_SCHEMA, supervise: true, schedule: false });
  boss.on('error', (err) => {
    throw err;
  });
  await boss.start();
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 2, retryDelay: 0 });
  return boss;
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(testDatabases())('the job queue on $name', (target) => {
  let drop: () => Promise<void>;
  let spec: Awaited<ReturnType<typeof target.create>>['spec'];
  let handle: DatabaseHandle;
  let boss: PgBoss;
  const handled: number[] = [];

  beforeAll(async () => {
    ({ spec, drop } = await target.create());
    handle = await createDatabase(spec);
    await migrateToLatest(handle.db);
    boss = await startBoss(handle);
    await boss.work<{ n: number }>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job!.data.n < 0 && handled.filter((n) => n === job!.data.n).length === 0) {
        handled.push(job!.data.n);
        throw new Error('fails the first time');
      }
      handled.push(job!.data.n);
    });
  });
  afterAll(async () => {
    await boss?.stop({ graceful: true, wait: true, close: false });
    await handle?.close();
    await drop?.();
  });

  it('runs a job sent with a transaction that commits, and never one whose transaction rolled back', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await boss.send(QUEUE, { n: 1 }, { db: bossDb(trx) });
    });
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await boss.send(QUEUE, { n: 2 }, { db: bossDb(trx) });
        throw new Error('the rows beside it could not be written');
      }),
    ).rejects.toThrow('could not be written');
    await until(async () => handled.includes(1));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(handled.filter((n) => n > 0)).toEqual([1]);
  });

  it('tries a failed job again', async () => {
    await boss.send(QUEUE, { n: -1 });
    await until(async () => handled.filter((n) => n === -1).length === 2);
  });

  it('is gone with a reset of the database', async () => {
    const other = await target.create();
    const h = await createDatabase(other.spec);
    try {
      await migrateToLatest(h.db);
      await (await startBoss(h)).stop({ graceful: true, wait: true, close: false });
      const schemaCount = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname = ${JOBS_SCHEMA}`.execute(h.db)).rows[0]!.n;
      expect(await schemaCount()).toBe(1);
      await wipeDatabase(h.db);
      expect(await schemaCount()).toBe(0);
    } finally {
      await h.close();
      await other.drop();
    }
  });
});

const postgres = testDatabases().find((t) => t.name === 'postgres');
(postgres ? describe : describe.skip)('two processes on one PostgreSQL', () => {
  it('create the same queues at the same time, as replicas starting together on a fresh database do', async () => {
    const { spec, drop } = await postgres!.create();
    const handles = [await createDatabase(spec), await createDatabase(spec), await createDatabase(spec)];
    await migrateToLatest(handles[0]!.db);
    const bosses = handles.map((h) => new PgBoss({ db: bossDb(h.db), schema: JOBS_SCHEMA, supervise: false, schedule: false }));
    try {
      // All at once: each creates the queue's schema, and all but one find it already there.
      await Promise.all(bosses.map((b) => b.start()));
      const names = ['first', 'second', 'third', 'fourth'];
      await Promise.all(bosses.flatMap((b) => names.map((name) => ensureQueue(b, { name, retryLimit: 1 }))));
      expect((await bosses[0]!.getQueues()).map((q) => q.name).sort()).toEqual([...names].sort());
    } finally {
      for (const b of bosses) await b.stop({ graceful: true, wait: true, close: false });
      for (const h of handles) await h.close();
      await drop();
    }
  }, 90_000);

  it('hand each job to one of them only', async () => {
    const { spec, drop } = await postgres!.create();
    const handles = [await createDatabase(spec), await createDatabase(spec)];
    await migrateToLatest(handles[0]!.db);
    const bosses: PgBoss[] = [];
    const seen = new Map<number, string[]>();
    try {
      for (const [i, h] of handles.entries()) {
        const b = await startBoss(h);
        bosses.push(b);
        await b.work<{ n: number }>(QUEUE, { batchSize: 2, pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const job of jobs) seen.set(job.data.n, [...(seen.get(job.data.n) ?? []), `process ${i}`]);
          await new Promise((r) => setTimeout(r, 5));
        });
      }
      await bosses[0]!.insert(Array.from({ length: 200 }, (_, n) => ({ name: QUEUE, data: { n } })));
      await until(async () => seen.size === 200, 60_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect([...seen.values()].every((takers) => takers.length === 1)).toBe(true);
      const byProcess = [...seen.values()].flat();
      expect(new Set(byProcess).size).toBe(2);
    } finally {
      for (const b of bosses) await b.stop({ graceful: true, wait: true, close: false });
      for (const h of handles) await h.close();
      await drop();
    }
  }, 90_000);
});
