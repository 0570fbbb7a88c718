import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/schema';
import { pendingTests } from './pending-tests';
import { planMails } from './plan-mails';

/** The start of the current minute: two clicks on "remind" (or "invite again") within it plan the same mails. */
export const thisMinute = (now = new Date()) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/**
 * A reminder now to every participant of the open campaign who has a test still to finish, in
 * the caller's transaction (docs/jobs.md, "Campaign mails"). Answers how many were planned.
 */
export async function remindNow(db: Kysely<Database>, jobs: PgBoss, campaignId: number): Promise<number> {
  const pending = await pendingTests(db, campaignId);
  const plannedAt = thisMinute();
  return planMails(
    db,
    jobs,
    [...pending.keys()].map((userId) => ({ campaignId, userId, kind: 'reminder' as const, plannedAt })),
  );
}
