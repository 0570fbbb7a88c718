import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { housekeepingDb } from './runs-table';

/** One piece of daily housekeeping. */
export interface HousekeepingJob {
  /** Its row in housekeeping_runs: renaming it lets the job run a second time that day. */
  name: string;
  /**
   * The day's work, in the transaction that claimed the day: should it fail, the claim goes
   * with it and a later try does the work. Work outside the database must bear being redone.
   * Returns what it did, for the log.
   */
  run(db: Transaction<Database>): Promise<Record<string, number>>;
}

export interface JobRun {
  name: string;
  result: Record<string, number>;
}

/** How often each process asks whether a day's work is still to do. */
export const TRY_EVERY_MS = 60 * 60 * 1000;

/**
 * Claims today (UTC, by the database's clock) for `name`, or returns false when it is
 * claimed already. A claim not yet committed holds the row, so another process's claim
 * waits for it and then finds the day taken, or free again should the first roll back
 * (docs/security.md, "Client logs").
 */
export async function claimToday(db: Transaction<Database>, name: string): Promise<boolean> {
  const today = sql<string>`(now() at time zone 'utc')::date`;
  const claimed = await housekeepingDb(db)
    .insertInto('housekeeping_runs')
    .values({ name, last_day: today, ran_at: sql<Date>`now()` })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ last_day: today, ran_at: sql<Date>`now()` })
        .where('housekeeping_runs.last_day', '<', today),
    )
    .returning('name')
    .executeTakeFirst();
  return claimed !== undefined;
}

/**
 * Runs the jobs whose day is not yet claimed, each in its own transaction, so that across
 * every process on the database and every restart each runs once a UTC day. A job that
 * fails is logged and left for the next try; the others go on.
 */
export async function runDueJobs(db: Kysely<Database>, jobs: readonly HousekeepingJob[], log: FastifyBaseLogger): Promise<JobRun[]> {
  const ran: JobRun[] = [];
  for (const job of jobs) {
    try {
      const result = await db.transaction().execute(async (trx) => ((await claimToday(trx, job.name)) ? job.run(trx) : null));
      if (result) {
        ran.push({ name: job.name, result });
        log.info({ job: job.name, ...result }, 'housekeeping job done');
      }
    } catch (err) {
      log.error({ err, job: job.name }, 'housekeeping job failed: tried again within the hour');
    }
  }
  return ran;
}

/** Tries the jobs when the server is ready and every hour after, until it closes. */
export class HousekeepingRunner {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<JobRun[]> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly jobs: readonly HousekeepingJob[],
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    void this.tryNow();
    // Unref'd: the timer alone never keeps a process alive that has nothing else to do.
    this.timer = setInterval(() => void this.tryNow(), TRY_EVERY_MS).unref();
  }

  /**
   * Runs the jobs whose day is due, or joins the try under way. Resolves with the jobs this
   * process ran; never rejects.
   */
  tryNow(): Promise<JobRun[]> {
    if (this.stopped) return Promise.resolve([]);
    this.current ??= runDueJobs(this.db, this.jobs, this.log)
      .catch((err: unknown) => {
        this.log.error({ err }, 'housekeeping: a try failed');
        return [];
      })
      .finally(() => {
        this.current = null;
      });
    return this.current;
  }

  /** The try under way, if any, finished: the database may close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.current;
  }
}
