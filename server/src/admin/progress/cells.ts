import type { ProgressCell } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';

/**
 * The cells of some participants, one per test of the campaign in its order, read in one
 * query. A test never begun, or started again by a reset and not saved since, has no date.
 */
export async function cellsOf(db: Kysely<Database>, scope: ProgressScope, userIds: number[]): Promise<Map<number, ProgressCell[]>> {
  const cells = new Map<number, ProgressCell[]>();
  if (userIds.length === 0) return cells;
  const runs =
    scope.tests.length === 0
      ? []
      : await db
          .selectFrom('user_tests')
          .where('user_id', 'in', userIds)
          .where(
            'test_id',
            'in',
            scope.tests.map((t) => t.id),
          )
          .select(['user_id', 'test_id', 'status', 'updated_at', (eb) => eb('data', 'is not', null).as('has_data')])
          .execute();
  const byRun = new Map(runs.map((r) => [`${r.user_id}:${r.test_id}`, r]));
  for (const userId of userIds) {
    cells.set(
      userId,
      scope.tests.map((test) => {
        const run = byRun.get(`${userId}:${test.id}`);
        const begun = run !== undefined && (run.status !== 'not attempted' || run.has_data);
        return { testId: test.id, status: run?.status ?? 'not attempted', updatedAt: begun ? run.updated_at.toISOString() : null };
      }),
    );
  }
  return cells;
}
