import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readsDb } from '../reads/reads-table';
import { bulkDb, type BulkDb, type ReportBulkJobRow } from './jobs-table';
import { storeZip } from './zip-chunks';

/** A running job whose worker has been silent this long is taken to be dead and queued again. */
export const STALE_AFTER_SECONDS = 60;
/** A job that brought down its worker this many times fails instead of being tried again. */
export const MAX_ATTEMPTS = 3;

export const latestJob = (db: BulkDb, campaignId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).orderBy('id', 'desc').limit(1).executeTakeFirst();

export const findJob = (db: BulkDb, campaignId: number, jobId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).where('id', '=', jobId).executeTakeFirst();

const pendingJob = (db: BulkDb, campaignId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).where('state', 'in', ['queued', 'running']).executeTakeFirst();

/**
 * A new job, unless one of the campaign is already waiting or running: that one is answered
 * instead. The partial unique index decides between two requests that arrive together; the
 * second waits for the first to commit and then reads its job.
 */
export async function startJob(
  db: BulkDb,
  campaignId: number,
  requestedBy: number,
  lang: string,
): Promise<{ job: ReportBulkJobRow; created: boolean }> {
  const pending = await pendingJob(db, campaignId);
  if (pending) return { job: pending, created: false };
  const inserted = await db
    .insertInto('report_bulk_jobs')
    .values({ campaign_id: campaignId, requested_by: requestedBy, lang })
    .onConflict((oc) => oc.column('campaign_id').where('state', 'in', ['queued', 'running']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { job: inserted, created: true };
  const winner = await pendingJob(db, campaignId);
  if (!winner) throw new Error(`report bulk job of campaign ${campaignId}: neither inserted nor found`);
  return { job: winner, created: false };
}

/** The job, now running, unless another worker holds it already or it is no longer waiting. */
export const claimJob = (db: BulkDb, jobId: number): Promise<ReportBulkJobRow | undefined> =>
  db
    .updateTable('report_bulk_jobs')
    .set((eb) => ({ state: 'running', done: 0, total: 0, heartbeat_at: sql`now()`, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', jobId)
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();

/** Running jobs whose worker stopped writing its heartbeat (a process that died), put back as waiting. */
export const requeueStaleJobs = (db: BulkDb) =>
  db
    .updateTable('report_bulk_jobs')
    .set({ state: 'queued', heartbeat_at: null })
    .where('state', '=', 'running')
    .where('heartbeat_at', '<', sql<Date>`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`)
    .returning('id')
    .execute();

export const recordProgress = (db: BulkDb, jobId: number, done: number, total: number) =>
  db
    .updateTable('report_bulk_jobs')
    .set({ done, total, heartbeat_at: sql`now()` })
    .where('id', '=', jobId)
    .where('state', '=', 'running')
    .execute();

/**
 * Done, with its zip (read from `path` into the database) and the people whose reports it holds
 * (docs/areas/report.md, "Who read whose report"), all in one transaction.
 */
export const finishJob = (db: Kysely<Database>, jobId: number, fileName: string, keepMinutes: number, personIds: number[], path: string) =>
  db.transaction().execute(async (trx) => {
    await storeZip(trx, jobId, path);
    await bulkDb(trx)
      .updateTable('report_bulk_jobs')
      .set({ state: 'done', file_name: fileName, finished_at: sql`now()`, expires_at: sql`now() + make_interval(mins => ${keepMinutes})` })
      .where('id', '=', jobId)
      .execute();
    if (personIds.length > 0) {
      await readsDb(trx)
        .insertInto('report_bulk_job_people')
        .values(personIds.map((personId) => ({ job_id: jobId, person_id: personId })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
  });

/** The people whose reports a built zip holds. */
export const zipPeople = (db: Kysely<Database>, jobId: number) =>
  readsDb(db)
    .selectFrom('report_bulk_job_people')
    .where('job_id', '=', jobId)
    .select('person_id')
    .execute()
    .then((rows) => rows.map((r) => r.person_id));

export const failJob = (db: BulkDb, jobId: number, error: string) =>
  db
    .updateTable('report_bulk_jobs')
    .set({ state: 'failed', error, finished_at: sql`now()` })
    .where('id', '=', jobId)
    .execute();

/** Put back in the queue on shutdown, so the next process starts it at once rather than after the stale delay. */
export const requeueJob = (db: BulkDb, jobId: number) =>
  db.updateTable('report_bulk_jobs').set({ state: 'queued', heartbeat_at: null }).where('id', '=', jobId).where('state', '=', 'running').execute();

/** Done jobs past their time: marked expired; the caller removes their files. */
export const expireJobs = (db: BulkDb) =>
  db
    .updateTable('report_bulk_jobs')
    .set({ state: 'expired' })
    .where('state', '=', 'done')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning(['id', 'file_name'])
    .execute();
