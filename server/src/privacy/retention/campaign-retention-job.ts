import { sql } from 'kysely';
import type { HousekeepingJob } from '../../housekeeping/runner';
import { anonymiseCampaign, standInPattern } from './anonymise-campaign';

/**
 * The daily retention of closed campaigns (docs/security.md, "Retention"): each campaign's
 * own number of days after its close, its people are unlinked from it; after its second
 * number, it is deleted with everything it holds.
 */
export const campaignRetention = (): HousekeepingJob => ({
  name: 'campaign-retention',
  async run(db) {
    const due = (days: 'anonymise_after_days' | 'delete_after_days') => sql<boolean>`closed_at + ${sql.ref(days)} * interval '1 day' <= now()`;
    const expired = await db
      .deleteFrom('campaigns')
      .where('state', '=', 'CLOSED')
      .where(due('delete_after_days'))
      // A zip still on disk is removed by the reports' worker first, which needs its job row.
      .where(
        sql<boolean>`not exists (select 1 from report_bulk_jobs j where j.campaign_id = campaigns.id and j.state in ('queued', 'running', 'done'))`,
      )
      .returning('id')
      .execute();
    for (const { id } of expired) await db.deleteFrom('users').where('email', 'like', standInPattern(id)).execute();
    const toAnonymise = await db
      .selectFrom('campaigns')
      .where('state', '=', 'CLOSED')
      .where('anonymised_at', 'is', null)
      .where(due('anonymise_after_days'))
      .select('id')
      .orderBy('id')
      .execute();
    let people = 0;
    for (const { id } of toAnonymise) people += await anonymiseCampaign(db, id);
    return { deletedCampaigns: expired.length, anonymisedCampaigns: toAnonymise.length, unlinkedPeople: people };
  },
});
