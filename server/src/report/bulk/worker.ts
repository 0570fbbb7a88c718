import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { selectAccounts } from '../../auth/users';
import { ensurePrivateDir } from '../../config/private-dir';
import type { Database } from '../../db/schema';
import { bulkCampaign } from './access';
import { BuildStopped, buildReportsZip } from './build-zip';
import { bulkDb, type BulkDb, type ReportBulkJobRow } from './jobs-table';
import { campaignParticipants } from './participants';
import { createPdfRenderer, type PdfRenderer } from './pdf-renderer';
import { claimNextJob, expireJobs, failJob, finishJob, MAX_ATTEMPTS, recordProgress, requeueJob } from './store';

export interface BulkWorkerOptions {
  /** Where the zips are written: a folder of the server's data. */
  dir: string;
  /** How long a built zip stays downloadable. */
  keepMinutes: number;
  /** How often the table is looked at when nobody wakes the worker (jobs of a dead process, expiry). */
  pollMs: number;
}

export const zipPath = (dir: string, fileName: string) => join(dir, fileName);

/**
 * Takes the jobs of the table one at a time and builds their zips. One per process; several
 * processes on the same database share the table (docs/areas/report.md).
 */
export class ReportBulkWorker {
  private readonly db: BulkDb;
  private stopped = false;
  private loop: Promise<void> | null = null;
  private nap = new AbortController();
  /** Started with the first job, kept for the next ones. */
  private renderer: PdfRenderer | null = null;

  constructor(
    private readonly database: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
    private readonly options: BulkWorkerOptions,
  ) {
    this.db = bulkDb(database);
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** A job was queued: look at once instead of at the next poll. */
  wake(): void {
    this.nap.abort();
  }

  /** Finishes the report under way, puts its job back in the queue and stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.nap.abort();
    await this.loop;
    await this.renderer?.close();
  }

  private async run(): Promise<void> {
    await ensurePrivateDir(this.options.dir);
    while (!this.stopped) {
      let worked = false;
      try {
        await this.sweep();
        const job = await claimNextJob(this.db);
        if (job) {
          worked = true;
          await this.build(job);
        }
      } catch (err) {
        this.log.error({ err }, 'report bulk worker: a round failed');
      }
      if (!worked && !this.stopped) await this.rest();
    }
  }

  private async rest(): Promise<void> {
    this.nap = new AbortController();
    await sleep(this.options.pollMs, undefined, { signal: this.nap.signal }).catch(() => undefined);
  }

  private async sweep(): Promise<void> {
    for (const job of await expireJobs(this.db)) {
      if (job.file_name) await rm(zipPath(this.options.dir, job.file_name), { force: true });
    }
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
      await rename(partial, zipPath(this.options.dir, fileName));
      await finishJob(this.database, job.id, fileName, this.options.keepMinutes, included);
      this.log.info({ jobId: job.id, campaignId: job.campaign_id, ms: Math.round(performance.now() - started) }, 'report bulk zip built');
    } catch (err) {
      if (err instanceof BuildStopped) {
        await requeueJob(this.db, job.id);
        return;
      }
      this.log.error({ err, jobId: job.id }, 'report bulk zip failed');
      await failJob(this.db, job.id, (err as Error).message);
    }
  }
}
