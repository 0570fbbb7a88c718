import { TEAM_FLAG_BELOW, type TeamProgress } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import { inReadingOrder } from '../../db/reading-order';
import type { Database } from '../../db/schema';
import type { ProgressScope } from './campaign-scope';
import { isParticipant, testIdsOf } from './participants-sql';

/**
 * Completion per team over the campaign's active participants, whatever the grid's filters:
 * complete tests over all the tests the team has to take, the runs counted per person before
 * they meet the people. Deactivated people no longer count. Without tests there is nothing to
 * complete: 0 %, and no team is flagged.
 */
export async function teamsOf(db: Kysely<Database>, scope: ProgressScope): Promise<TeamProgress[]> {
  const { rows } = await sql<{ team: string | null; participants: number; complete: number }>`
    with runs as (
      select ut.user_id, count(*) filter (where ut.status = 'complete') as complete
      from user_tests ut
      where ut.test_id in ${testIdsOf(scope)}
      group by ut.user_id
    )
    select u.team, (count(*))::int as participants, (coalesce(sum(r.complete), 0))::int as complete
    from user_campaigns uc
    join users u on u.id = uc.user_id
    left join runs r on r.user_id = u.id
    where ${isParticipant(scope)} and u.active
    group by u.team
    order by ${inReadingOrder('u.team')} nulls last`.execute(db);
  const tests = scope.tests.length;
  return rows.map((row) => {
    const completion = tests === 0 ? 0 : Math.floor((row.complete * 100) / (row.participants * tests));
    return { team: row.team, participants: row.participants, completion, flagged: tests > 0 && completion < TEAM_FLAG_BELOW };
  });
}
