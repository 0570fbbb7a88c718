import { TEAM_FLAG_BELOW, type TeamProgress } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { isParticipant, testIdsOf } from './participants-sql';

/**
 * Completion per team over the campaign's active participants, whatever the grid's filters:
 * complete tests over all the tests the team has to take. Deactivated people no longer
 * count. Without tests there is nothing to complete: 0 %, and no team is flagged.
 */
export async function teamsOf(db: Kysely<Database>, scope: ProgressScope): Promise<TeamProgress[]> {
  const { rows } = await sql<{ team: string | null; participants: number; complete: number }>`
    select u.team, (count(distinct u.id))::int as participants,
      (count(ut.test_id) filter (where ut.status = 'complete'))::int as complete
    from user_campaigns uc
    join users u on u.id = uc.user_id
    left join user_tests ut on ut.user_id = u.id and ut.test_id in ${testIdsOf(scope)}
    where ${isParticipant(scope)} and u.active
    group by u.team
    order by u.team nulls last`.execute(db);
  const tests = scope.tests.length;
  return rows.map((row) => {
    const completion = tests === 0 ? 0 : Math.floor((row.complete * 100) / (row.participants * tests));
    return { team: row.team, participants: row.participants, completion, flagged: tests > 0 && completion < TEAM_FLAG_BELOW };
  });
}
