import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readsDb } from '../reads/reads-table';
import { bulkDb, type BulkDb, type ReportBulkJobRow } from './jobs-table';

/** A running job whose worker has been silent this long is taken to be dead and claimed again. */
export const STALE_AFTER_SECONDS = 60;
/** A job that brought down its worker this many times fails instead of being tried again. */
export const MAX_ATTEMPTS = 3;

export const latestJob = (db: BulkDb, campaignId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).orderBy('id', 'desc').limit(1).executeTakeFirst();

export const findJob = (db: BulkDb, campaignId: number, jobId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).where('id', '=', jobId).executeTakeFirst();

const pendingJob = (db: BulkDb, campaignId: number) =>
  db.selectFrom('report_bulk_jobs').selectAll().where('campaign_id', '=', campaignId).where('state', 'in', ['queued', 'running']).executeTakeFirst();

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * A new job, unless one of the campaign is already waiting or running: that one is answered
 * instead. The partial unique index decides between two requests that arrive together.
 */
export async function startJob(db: BulkDb, campaignId: number, requestedBy: number, lang: string): Promise<ReportBulkJobRow> {
  const pending = await pendingJob(db, campaignId);
  if (pending) return pending;
  try {
    return await db
      .insertInto('report_bulk_jobs')
      .values({ campaign_id: campaignId, requested_by: requestedBy, lang })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (err) {
    const winner = isUniqueViolation(err) ? await pendingJob(db, campaignId) : undefined;
    if (!winner) throw err;
    return winner;
  }
}

/**
 * The oldest job waiting, or a running one whose worker stopped writing its heartbeat (a
 * process that died); SKIP LOCKED lets several processes share the table.
 */
export async function claimNextJob(db: BulkDb): Promise<ReportBulkJobRow | undefined> {
  const staleBefore = sql<Date>`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`;
  return db
    .updateTable('report_bulk_jobs')
    .set((eb) => ({ state: 'running', done: 0, total: 0, heartbeat_at: sql`now()`, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('report_bulk_jobs')
        .select('id')
        .where((w) => w.or([w('state', '=', 'queued'), w.and([w('state', '=', 'running'), w('heartbeat_at', '<', staleBefore)])]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .executeTakeFirst();
}

export const recordProgress = (db: BulkDb, jobId: number, done: number, total: number) =>
  db
    .updateTable('report_bulk_jobs')
    .set({ done, total, heartbeat_at: sql`now()` })
    .where('id', '=', jobId)
    .where('state', '=', 'running')
    .execute();

/** Done, with the people whose reports the zip holds (docs/areas/report.md, "Who read whose report"). */
export const finishJob = (db: Kysely<Database>, jobId: number, fileName: string, keepMinutes: number, personIds: number[]) =>
  db.transaction().execute(async (trx) => {
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
