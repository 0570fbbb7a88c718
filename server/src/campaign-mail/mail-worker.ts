import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { AuthSettings } from '../config/auth-settings';
import type { Database } from '../db/schema';
import { bossDb } from '../jobs/boss-db';
import { ensureQueue } from '../jobs/ensure-queue';
import type { Delivery, Mailer } from '../mail/mailer';
import { composeMail } from './compose-mail';
import { claimMail, failAbandoned, markCancelled, markFailed, markRetrying, markSent } from './mail-store';
import { mailsDb, type CampaignMailRow, type MailsDb } from './mails-table';
import { CAMPAIGN_MAIL_QUEUE, type CampaignMailJob } from './plan-mails';
import { INVITATIONS_QUEUE, INVITATIONS_QUEUE_OPTIONS, planInvitations, type InvitationsJob } from './launch-invitations';
import { planDueReminders } from './scheduled-reminders';
import { approveOverdue } from '../nominations/auto-approve';
import type { MailWorkerOptions } from './settings';

/**
 * A refusal that asking again will not change: the relay's 5xx answer, or an address nodemailer
 * will not even hand over. A 4xx answer, a lost connection or a timeout may pass.
 */
function isPermanent(err: unknown): boolean {
  const { responseCode, code } = err as { responseCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return responseCode >= 500;
  return code === 'EENVELOPE';
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);
const idOf = (delivery: Delivery) => (delivery.via === 'smtp' ? delivery.messageId : delivery.file);

/**
 * Sends the campaign mails the job queue hands out (docs/jobs.md, "Campaign mails"). Each
 * mail's row is claimed before the relay is called, so a mail goes at most once whatever the
 * queue delivers twice; a relay that fails for now is asked again later, a refusal is final.
 */
export class CampaignMailWorker {
  private readonly db: MailsDb;
  private workerId: string | null = null;
  private plannerId: string | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private scheduler: NodeJS.Timeout | null = null;
  /** The look for due reminders under way, so that a slow one is not run twice at once. */
  private planning: Promise<void> | null = null;
  /** The batches being sent and the launches being planned, which stopping waits for. */
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Kysely<Database>,
    private readonly jobs: PgBoss,
    private readonly mailer: Mailer,
    private readonly settings: AuthSettings,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailWorkerOptions,
  ) {
    this.db = mailsDb(database);
  }

  async start(): Promise<void> {
    await ensureQueue(this.jobs, { name: CAMPAIGN_MAIL_QUEUE, retryLimit: 3, retryBackoff: true });
    await ensureQueue(this.jobs, INVITATIONS_QUEUE_OPTIONS);
    this.workerId = await this.jobs.work<CampaignMailJob>(
      CAMPAIGN_MAIL_QUEUE,
      { batchSize: this.options.batchSize, pollingIntervalSeconds: this.options.pollSeconds },
      async (batch) => {
        // A full batch means more are waiting: fetch again at once rather than after the
        // polling interval, which would cap a process at a batch per interval.
        if (batch.length === this.options.batchSize) this.wake();
        await this.track(this.deliverAll(batch.map((job) => job.data.mailId)));
      },
    );
    this.plannerId = await this.jobs.work<InvitationsJob>(
      INVITATIONS_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: this.options.pollSeconds },
      async ([job]) => {
        // Each page is sent from as soon as it commits, while the next is planned.
        await this.track(
          planInvitations(this.database, this.jobs, job!.data.campaignId, { limit: this.options.invitationPage, planned: () => this.wake() }),
        );
      },
    );
    this.sweeper = setInterval(() => {
      failAbandoned(this.db).catch((err: unknown) => this.log.error({ err }, 'campaign mails: the sweep failed'));
    }, 60_000);
    this.sweeper.unref();
    // At once too: reminders whose time passed while no server ran still go (scheduled-reminders.ts).
    void this.planScheduled();
    this.scheduler = setInterval(() => void this.planScheduled(), this.options.reminderTickSeconds * 1000);
    this.scheduler.unref();
  }

  /**
   * Plans the reminders of the campaigns' schedules due by now, and the nominations whose
   * automatic approval has come (their raters' mails), and sends them.
   */
  planScheduled(): Promise<void> {
    const now = new Date();
    this.planning ??= planDueReminders(this.database, this.jobs, now, this.settings.mailTimeZone)
      .then(async (planned) => planned + (await approveOverdue(this.database, this.jobs, now)))
      .then((planned) => {
        if (planned > 0) this.wake();
      })
      .catch((err: unknown) => this.log.error({ err }, 'campaign mails: planning the scheduled reminders and approvals failed'))
      .finally(() => {
        this.planning = null;
      });
    return this.planning;
  }

  /**
   * Mails, or a launch's invitations to plan, were queued in a transaction that has committed:
   * look at once rather than at the next poll.
   */
  wake(): void {
    for (const id of [this.workerId, this.plannerId]) if (id) this.jobs.notifyWorker(id);
  }

  private async track(work: Promise<unknown>): Promise<void> {
    this.inFlight.add(work);
    try {
      await work;
    } finally {
      this.inFlight.delete(work);
    }
  }

  async stop(): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    if (this.scheduler) clearInterval(this.scheduler);
    await this.planning;
    for (const id of [this.workerId, this.plannerId]) if (id) await this.jobs.offWork({ id });
    // The mails being handed over finish first: none is left half sent.
    await Promise.allSettled([...this.inFlight]);
    this.mailer.close();
  }

  /**
   * The batch's mails, `mailsAtOnce` at a time. Each begins after a turn of the event loop: on
   * PGlite, whose queries run in this thread and answer within the same turn, mails that follow
   * each other at once leave every request unread until the batch ends.
   */
  private async deliverAll(mailIds: number[]): Promise<void> {
    const waiting = [...mailIds];
    const lane = async () => {
      for (let mailId = waiting.shift(); mailId !== undefined; mailId = waiting.shift()) {
        await nextTurn();
        await this.deliver(mailId);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(this.options.mailsAtOnce, waiting.length)) }, lane));
  }

  private async deliver(mailId: number): Promise<void> {
    const mail = await claimMail(this.db, mailId);
    if (!mail) return;
    let message;
    try {
      message = await composeMail(this.database, mail, this.settings);
    } catch (err) {
      this.log.error({ err, mailId }, 'campaign mail could not be written');
      await markFailed(this.db, mail.id, `could not be written: ${describe(err)}`);
      return;
    }
    if (!message) {
      await markCancelled(this.db, mail.id);
      return;
    }
    try {
      const delivery = await this.mailer.send(message);
      await markSent(this.db, mail.id, idOf(delivery));
    } catch (err) {
      await this.failed(mail, err);
    }
  }

  private async failed(mail: CampaignMailRow, err: unknown): Promise<void> {
    const error = describe(err);
    if (isPermanent(err) || mail.attempts >= this.options.maxAttempts) {
      this.log.warn({ mailId: mail.id, error }, 'campaign mail failed');
      await markFailed(this.db, mail.id, error);
      return;
    }
    const delay = this.options.retryDelaySeconds * 2 ** (mail.attempts - 1);
    await this.database.transaction().execute(async (trx) => {
      await markRetrying(mailsDb(trx), mail.id, error);
      await this.jobs.send(CAMPAIGN_MAIL_QUEUE, { mailId: mail.id } satisfies CampaignMailJob, { startAfter: delay, db: bossDb(trx) });
    });
  }
}
