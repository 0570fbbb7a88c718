import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whether the participant has seen the campaign's challenge tutorial: the page shows it once, on any browser. */
export async function tutorialSeen(db: Kysely<Database>, userId: number, campaignId: number): Promise<boolean> {
  const row = await db
    .selectFrom('challenge_tutorials')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the tutorial as seen. The first time seen is kept: a second browser, or the old local flag sent again, changes nothing. */
export async function markTutorialSeen(db: Kysely<Database>, userId: number, campaignId: number): Promise<void> {
  await db
    .insertInto('challenge_tutorials')
    .values({ user_id: userId, campaign_id: campaignId })
    .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
    .execute();
}
