import type { Kysely } from 'kysely';
import { roleKind } from '../auth/roles';
import type { Database } from '../db/schema';
import { audienceOf } from './audience';
import { mailsDb } from './mails-table';

/**
 * How many tests of the open campaign each participant it can reach has not completed, for
 * those who have some left: who a reminder goes to (docs/jobs.md, "Campaign mails"). Staff are
 * never reminded. `userIds` narrows it to some people.
 */
export async function pendingTests(db: Kysely<Database>, campaignId: number, userIds?: readonly number[]): Promise<Map<number, number>> {
  if (userIds?.length === 0) return new Map();
  let query = audienceOf(mailsDb(db), campaignId)
    .innerJoin('tests as t', 't.campaign_id', 'uc.campaign_id')
    .leftJoin('user_tests as ut', (join) => join.onRef('ut.user_id', '=', 'u.id').onRef('ut.test_id', '=', 't.id'))
    .where((eb) => eb.or([eb('ut.status', 'is', null), eb('ut.status', '!=', 'complete')]));
  if (userIds) query = query.where('u.id', 'in', userIds);
  const rows = await query
    .groupBy(['u.id', 'u.role'])
    .select((eb) => ['u.id', 'u.role', eb.fn.countAll<string>().as('pending')])
    .execute();
  return new Map(rows.filter((row) => roleKind(row) === 'participant').map((row) => [row.id, Number(row.pending)]));
}
