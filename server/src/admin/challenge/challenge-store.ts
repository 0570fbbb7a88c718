import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The ids of the campaign's own tests: the only ones its sections may place. */
export async function campaignTestIds(db: Kysely<Database>, campaignId: number): Promise<Set<number>> {
  return new Set((await db.selectFrom('tests').where('campaign_id', '=', campaignId).select('id').execute()).map((test) => test.id));
}

/** Stores the campaign's data with the challenge written in; run it in the transaction that locked the campaign. */
export async function saveCampaignData(db: Kysely<Database>, campaignId: number, data: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('campaigns')
    .set({ data: JSON.stringify(data) })
    .where('id', '=', campaignId)
    .execute();
}
