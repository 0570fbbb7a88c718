import type { CampaignMailSummary } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { mailsDb } from './mails-table';

/** The latest mail of the campaign to each of these people, as the progress grid shows it: rows are made when their time comes. */
export async function lastMailsOf(db: Kysely<Database>, campaignId: number, userIds: number[]): Promise<Map<number, CampaignMailSummary>> {
  if (userIds.length === 0) return new Map();
  const rows = await mailsDb(db)
    .selectFrom('campaign_mails')
    .distinctOn('user_id')
    .select(['user_id', 'kind', 'state', 'planned_at', 'sent_at', 'error'])
    .where('campaign_id', '=', campaignId)
    .where('user_id', 'in', userIds)
    .orderBy('user_id')
    // The row made last: a mail HR sends again within the minute of the launch is planned at
    // the start of that minute, before the launch's own instant, and is still the latest.
    .orderBy('id', 'desc')
    .execute();
  return new Map(
    rows.map((row) => [
      row.user_id,
      { kind: row.kind, state: row.state, at: new Date(row.sent_at ?? row.planned_at).toISOString(), error: row.error },
    ]),
  );
}
