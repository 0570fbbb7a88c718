import type { Feedback360Totals, RowFeedback360 } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * The 360 as HR follows it: how many evaluations each person gives and receives, and how many
 * are done. Counts only: who rated whom, and what they said, never leaves the 360's own calls
 * (docs/areas/feedback-360.md).
 */

const NONE: RowFeedback360 = { asRater: { assigned: 0, done: 0 }, asEvaluated: { raters: 0, done: 0 } };

export async function feedback360OfPeople(db: Kysely<Database>, campaignId: number, userIds: number[]): Promise<Map<number, RowFeedback360>> {
  const counts = new Map<number, RowFeedback360>(userIds.map((id) => [id, structuredClone(NONE)]));
  if (userIds.length === 0) return counts;
  const ids = sql.join(userIds);
  const [given, received] = await Promise.all([
    sql<{ id: number; n: number; done: number }>`
      select evaluator_id as id, (count(*))::int as n, (count(*) filter (where status = 'y'))::int as done
      from feedback360_relations where campaign_id = ${campaignId} and evaluator_id in (${ids})
      group by evaluator_id`.execute(db),
    sql<{ id: number; n: number; done: number }>`
      select evaluated_id as id, (count(*))::int as n, (count(*) filter (where status = 'y'))::int as done
      from feedback360_relations where campaign_id = ${campaignId} and evaluated_id in (${ids})
      group by evaluated_id`.execute(db),
  ]);
  for (const row of given.rows) counts.get(row.id)!.asRater = { assigned: row.n, done: row.done };
  for (const row of received.rows) counts.get(row.id)!.asEvaluated = { raters: row.n, done: row.done };
  return counts;
}

export async function feedback360Totals(db: Kysely<Database>, campaignId: number): Promise<Feedback360Totals> {
  const { rows } = await sql<Feedback360Totals>`
    select (coalesce(sum(n), 0))::int as relations, (coalesce(sum(done), 0))::int as done,
      (count(*))::int as raters, (count(*) filter (where n = done))::int as "ratersDone"
    from (
      select evaluator_id, count(*) as n, count(*) filter (where status = 'y') as done
      from feedback360_relations where campaign_id = ${campaignId}
      group by evaluator_id
    ) per_rater`.execute(db);
  return rows[0]!;
}
