import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The tests of a campaign that somebody has answered: progress saved (a status past 'not
 * attempted', or data), outcomes tracked or rated, and for the 360 test any answer of the
 * campaign's 360. Such a test is neither removed nor pointed at another activity.
 */
export async function answeredTests(db: Db, campaignId: number, testIds?: number[]): Promise<Set<number>> {
  if (testIds?.length === 0) return new Set();
  const rows = await db
    .selectFrom('tests as t')
    .where('t.campaign_id', '=', campaignId)
    .$if(testIds !== undefined, (query) => query.where('t.id', 'in', testIds!))
    .where(
      sql<boolean>`(
        exists (select 1 from user_tests ut where ut.test_id = t.id and (ut.status <> 'not attempted' or ut.data is not null))
        or exists (select 1 from test_outcomes o where o.test_id = t.id)
        or exists (select 1 from assessor_outcomes a where a.test_id = t.id)
        or (t.kind = 'feedback360' and exists (select 1 from feedback360_answers f where f.campaign_id = t.campaign_id))
      )`,
    )
    .select('t.id')
    .execute();
  return new Set(rows.map((row) => row.id));
}
