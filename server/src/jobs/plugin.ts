import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { bossDb, JOBS_SCHEMA } from './boss-db';
import { JobsDrain } from './drain';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: PgBoss;
  }
}

/** How long closing waits for the jobs under way before it gives up on them. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * The kept job queue (pg-boss) on the app's database, PostgreSQL or the embedded PGlite
 * (docs/jobs.md). Features create their queues and workers once the app is ready; they stop
 * theirs first, since Fastify closes the last-registered plugin first, and `offWork` returns
 * once the jobs their workers still fetched are handled (`drain.ts`).
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const drain = new JobsDrain();
    const boss = new PgBoss({ db: drain.db(bossDb(app.db)), schema: JOBS_SCHEMA, migrate: true, supervise: true, schedule: false });
    drain.watch(boss);
    boss.on('error', (err) => app.log.error({ err }, 'job queue'));
    await boss.start();
    app.decorate('jobs', boss);
    app.addHook('onClose', async () => {
      await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
      // The database closes next: nothing of the queue may still be on its way to it.
      await drain.settled();
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
