import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { bossDb } from '../jobs/boss-db';
import { invitePage } from './invitations';

/** The job queue's name for "plan the invitations of this launch". */
export const INVITATIONS_QUEUE = 'campaign-invitations';
export interface InvitationsJob {
  campaignId: number;
}

/**
 * People per transaction on PostgreSQL. On PGlite a transaction holds the database's one
 * session and the requests that need it wait behind it: a page of this size took 50 to 350 ms
 * there, so it plans fewer at a time (campaign-mail/settings.ts; docs/jobs.md, "Benchmark").
 */
export const INVITATION_PAGE = 250;

/**
 * The job queue's settings. A process that dies while planning leaves its job active; after
 * this long another takes it up, and planning again skips whoever already has their invitation.
 */
export const INVITATIONS_QUEUE_OPTIONS = { name: INVITATIONS_QUEUE, retryLimit: 5, retryBackoff: true, expireInSeconds: 120 };

/**
 * Queues the planning of the launch's invitations in the launch's own transaction: the
 * campaign opens and its invitations are bound to follow, or neither (docs/jobs.md,
 * "Campaign mails").
 */
export async function queueInvitations(trx: Kysely<Database>, jobs: PgBoss, campaignId: number): Promise<void> {
  await jobs.send(INVITATIONS_QUEUE, { campaignId } satisfies InvitationsJob, { db: bossDb(trx) });
}

/**
 * Plans the invitations of a launched campaign a page at a time, each page's rows and send
 * jobs in a transaction of their own, so that they can start going while the rest are
 * planned. Run again, after a crash or twice at once, it plans only whoever is not invited
 * yet. `planned` hears of each page that planned some. Answers how many were planned.
 */
export async function planInvitations(
  db: Kysely<Database>,
  jobs: PgBoss,
  campaignId: number,
  { limit = INVITATION_PAGE, planned }: { limit?: number; planned?: (count: number) => void } = {},
): Promise<number> {
  let total = 0;
  for (let after = 0; ;) {
    const page = await db.transaction().execute((trx) => invitePage(trx, jobs, campaignId, after, limit));
    if (page.last === null) return total;
    after = page.last;
    total += page.planned;
    if (page.planned > 0) planned?.(page.planned);
  }
}
