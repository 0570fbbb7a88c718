import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { selectAccounts } from '../../auth/users';
import { ensurePrivateDir } from '../../config/private-dir';
import type { Database } from '../../db/schema';
import { bossDb } from '../../jobs/boss-db';
import { ensureQueue } from '../../jobs/ensure-queue';
import { bulkCampaign } from './access';
import { BuildStopped, buildReportsZip } from './build-zip';
import { bulkDb, type BulkDb, type ReportBulkJobRow } from './jobs-table';
import { campaignParticipants } from './participants';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';
import { claimJob, expireJobs, failJob, finishJob, MAX_ATTEMPTS, recordProgress, requeueJob, requeueStaleJobs, startJob } from './store';
import { dropStoredZips } from './zip-chunks';

export interface BulkWorkerOptions {
  /** Where the zips are written: a folder of the server's data. */
  dir: string;
  /** How long a built zip stays downloadable. */
  keepMinutes: number;
  /** How often the queue and the table are looked at when nobody wakes the worker (jobs of a dead process, expiry). */
  pollMs: number;
}

export const zipPath = (dir: string, fileName: string) => join(dir, fileName);

/** The job queue's name for "build the zip of this row of report_bulk_jobs". */
export const REPORT_ZIP_QUEUE = 'report-zip';
interface ZipJobData {
  jobId: number;
}

/**
 * Builds the zips of report_bulk_jobs, one at a time, as the job queue hands them out
 * (docs/jobs.md). The row stays the truth the page reads; the queue only says which row to
 * build, so a delivery that finds its row no longer waiting does nothing. Several processes
 * on one database share both (docs/jobs.md).
 */
export class ReportBulkWorker {
  private readonly db: BulkDb;
  private stopped = false;
  private workerId: string | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  /** The build under way, which stopping waits for. */
  private current: Promise<void> | null = null;
  /** Started with the first job, kept for the next ones. */
  private renderer: PdfRenderer | null = null;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly jobs: PgBoss,
    private readonly log: FastifyBaseLogger,
    private readonly options: BulkWorkerOptions,
  ) {
    this.db = bulkDb(database);
  }

  async start(): Promise<void> {
    await ensurePrivateDir(this.options.dir);
    // Retries are for a delivery that failed before its build began (the database away);
    // a build that fails is recorded on its row and not tried again.
    await ensureQueue(this.jobs, { name: REPORT_ZIP_QUEUE, retryLimit: MAX_ATTEMPTS, retryBackoff: true });
    this.workerId = await this.jobs.work<ZipJobData>(
      REPORT_ZIP_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollMs / 1000 },
      ([job]) => this.take(job!.data.jobId),
    );
    this.sweeper = setInterval(() => this.sweepInBackground(), this.options.pollMs);
  }

  /**
   * A new job, or the campaign's one already under way. The row and the queue's job are
   * written in one transaction: neither is ever there without the other.
   */
  async enqueue(campaignId: number, requestedBy: number, lang: string): Promise<ReportBulkJobRow> {
    const { job, created } = await this.database.transaction().execute(async (trx) => {
      const started = await startJob(bulkDb(trx), campaignId, requestedBy, lang);
      if (started.created) await this.send(trx, started.job.id);
      return started;
    });
    if (created) this.wake();
    return job;
  }

  /** Looks at the table and the queue now instead of at the next poll. */
  wake(): void {
    this.sweepInBackground();
    if (this.workerId) this.jobs.notifyWorker(this.workerId);
  }

  /** Finishes the report under way, puts its job back in the queue and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.workerId) await this.jobs.offWork({ id: this.workerId });
    await this.current;
    await this.renderer?.close();
  }

  private send(db: Kysely<Database>, jobId: number): Promise<string | null> {
    return this.jobs.send(REPORT_ZIP_QUEUE, { jobId } satisfies ZipJobData, { db: bossDb(db) });
  }

  private async take(jobId: number): Promise<void> {
    if (this.stopped) throw new Error('the worker is stopping: the job goes back to the queue');
    const job = await claimJob(this.db, jobId);
    if (!job) return;
    this.current = this.build(job).finally(() => (this.current = null));
    await this.current;
  }

  private sweepInBackground(): void {
    this.sweep().catch((err: unknown) => this.log.error({ err }, 'report bulk worker: a sweep failed'));
  }

  private async sweep(): Promise<void> {
    const expired = await expireJobs(this.db);
    await dropStoredZips(
      this.database,
      expired.map((job) => job.id),
    );
    for (const job of expired) {
      // A zip built before zips were kept in the database (migration 030) is still a file.
      if (job.file_name) await rm(zipPath(this.options.dir, job.file_name), { force: true });
    }
    const revived = await this.database.transaction().execute(async (trx) => {
      const stale = await requeueStaleJobs(bulkDb(trx));
      for (const { id } of stale) await this.send(trx, id);
      return stale.length;
    });
    if (revived > 0 && this.workerId) this.jobs.notifyWorker(this.workerId);
  }

  private async build(job: ReportBulkJobRow): Promise<void> {
    const fileName = `campaign-${job.campaign_id}-job-${job.id}.zip`;
    const partial = zipPath(this.options.dir, `${fileName}.part`);
    if (job.attempts > MAX_ATTEMPTS) {
      // What the last process that died left half written.
      await rm(partial, { force: true });
      await failJob(this.db, job.id, `stopped after ${MAX_ATTEMPTS} attempts`);
      return;
    }
    const requester = await selectAccounts(this.database).where('users.id', '=', job.requested_by).executeTakeFirst();
    let campaign;
    try {
      // Checked again when the work starts: the requester may have lost the right meanwhile.
      if (!requester) throw new Error('the requester no longer exists');
      campaign = await bulkCampaign(this.database, requester, job.campaign_id);
    } catch (err) {
      await failJob(this.db, job.id, (err as Error).message);
      return;
    }
    const started = performance.now();
    try {
      const included = await buildReportsZip(
        this.database,
        { campaign, participantIds: await campaignParticipants(this.database, campaign), lang: job.lang, path: partial },
        {
          render: (rep, completedAt) => (this.renderer ??= createPdfRenderer()).render(rep, completedAt),
          progress: (done, total) => recordProgress(this.db, job.id, done, total).then(() => undefined),
          stopping: () => this.stopped,
        },
      );
      await finishJob(this.database, job.id, fileName, this.options.keepMinutes, included, partial);
      await rm(partial, { force: true });
      this.log.info({ jobId: job.id, campaignId: job.campaign_id, ms: Math.round(performance.now() - started) }, 'report bulk zip built');
    } catch (err) {
      if (err instanceof BuildStopped) {
        // Put back with a new delivery, so the next process starts it at once.
        await this.database.transaction().execute(async (trx) => {
          await requeueJob(bulkDb(trx), job.id);
          await this.send(trx, job.id);
        });
        return;
      }
      this.log.error({ err, jobId: job.id }, 'report bulk zip failed');
      await failJob(this.db, job.id, (err as Error).message);
    }
  }
}
