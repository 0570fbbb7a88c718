import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A campaign's tests in display order, each with the participant's status of it (null before they start it). */
export function campaignTestsWithStatus(db: Kysely<Database>, campaignId: number, userId: number) {
  return db
    .selectFrom('tests')
    .leftJoin('user_tests', (join) => join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', userId))
    .where('tests.campaign_id', '=', campaignId)
    .selectAll('tests')
    .select('user_tests.status as user_status')
    .orderBy('tests.position')
    .orderBy('tests.id')
    .execute();
}
