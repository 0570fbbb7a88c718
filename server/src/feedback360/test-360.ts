import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The campaign's 360 test: its one test of kind feedback360 (migration 017), if it has one. */
export async function feedback360TestOf(db: Kysely<Database>, campaignId: number): Promise<number | undefined> {
  const test = await db.selectFrom('tests').where('campaign_id', '=', campaignId).where('kind', '=', 'feedback360').select('id').executeTakeFirst();
  return test?.id;
}
