import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * How many people a rater of the campaign's 360 has not finished evaluating: what their reminder
 * names besides the tests (the 360 test stays open until every evaluation is done).
 */
export async function pendingEvaluations(db: Kysely<Database>, campaignId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('feedback360_relations as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .where('r.campaign_id', '=', campaignId)
    .where('c.is360', '=', true)
    .where('r.evaluator_id', '=', userId)
    .where('r.status', '!=', 'y')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
