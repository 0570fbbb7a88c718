import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import type { CampaignMailKind } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { bossDb } from '../jobs/boss-db';
import { mailsDb } from './mails-table';

/** The job queue's name for "send the mail of this row of campaign_mails". */
export const CAMPAIGN_MAIL_QUEUE = 'campaign-mail';
export interface CampaignMailJob {
  mailId: number;
}

export interface PlannedMail {
  campaignId: number;
  userId: number;
  kind: CampaignMailKind;
  plannedAt: Date;
}

/** Rows per statement: four parameters each stays well under PostgreSQL's 65,535. */
const CHUNK = 5_000;

/**
 * Plans mails in the caller's transaction: a row each, and a job of the queue that waits for
 * its planned time. A mail already planned for that person, kind and time is left as it is,
 * so planning again sends nothing twice. Answers how many were new. `due`: the caller's clock
 * says their time has come, so they go at once whatever the database's clock says.
 */
export async function planMails(db: Kysely<Database>, jobs: PgBoss, mails: PlannedMail[], { due = false } = {}): Promise<number> {
  let planned = 0;
  for (let start = 0; start < mails.length; start += CHUNK) {
    const rows = await mailsDb(db)
      .insertInto('campaign_mails')
      .values(mails.slice(start, start + CHUNK).map((m) => ({ campaign_id: m.campaignId, user_id: m.userId, kind: m.kind, planned_at: m.plannedAt })))
      .onConflict((oc) => oc.constraint('campaign_mails_once').doNothing())
      .returning(['id', 'planned_at'])
      .execute();
    if (rows.length === 0) continue;
    await jobs.insert(
      rows.map((row) => ({
        name: CAMPAIGN_MAIL_QUEUE,
        data: { mailId: row.id } satisfies CampaignMailJob,
        ...(due ? {} : { startAfter: row.planned_at }),
      })),
      { db: bossDb(db) },
    );
    planned += rows.length;
  }
  return planned;
}
