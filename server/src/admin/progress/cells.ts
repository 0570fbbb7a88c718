import type { ProgressCell, ProgressTestStatus } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { testIdsOf } from './participants-sql';

/** One run as the query hands it: test, status, and the last save when the run was begun or holds data. */
type RunTuple = [number, ProgressTestStatus, string | null];

/**
 * The cells of some participants, one per test of the campaign in its order, read in one
 * query. A test never begun, or started again by a reset and not saved since, has no date.
 * Each person's runs come as one JSON array: with a thousand people (a chunk of the CSV) the
 * embedded database hands over a fifth of the rows, which is most of the cost.
 */
export async function cellsOf(db: Kysely<Database>, scope: ProgressScope, userIds: number[]): Promise<Map<number, ProgressCell[]>> {
  const cells = new Map<number, ProgressCell[]>();
  if (userIds.length === 0) return cells;
  const { rows } = await sql<{ user_id: number; runs: RunTuple[] }>`
    select ut.user_id,
      json_agg(json_build_array(ut.test_id, ut.status,
        case when ut.status <> 'not attempted' or ut.data is not null then ut.updated_at end)) as runs
    from user_tests ut
    where ut.user_id in (${sql.join(userIds)}) and ut.test_id in ${testIdsOf(scope)}
    group by ut.user_id`.execute(db);
  const runsOf = new Map(rows.map((row) => [row.user_id, new Map(row.runs.map(([testId, status, savedAt]) => [testId, { status, savedAt }]))]));
  for (const userId of userIds) {
    const runs = runsOf.get(userId);
    cells.set(
      userId,
      scope.tests.map((test) => {
        const run = runs?.get(test.id);
        return {
          testId: test.id,
          status: run?.status ?? 'not attempted',
          updatedAt: run?.savedAt ? new Date(run.savedAt).toISOString() : null,
        };
      }),
    );
  }
  return cells;
}
