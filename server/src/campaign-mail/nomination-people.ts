import type { Kysely } from 'kysely';
import { fullName } from '../auth/users';
import type { Database } from '../db/schema';
import { nominationsDb } from '../nominations/tables';

/** Whom a rater's mail asks feedback for: the people who nominated them and still wait for their evaluation. */
export async function raterRequests(db: Kysely<Database>, campaignId: number, raterId: number): Promise<string[]> {
  const rows = await nominationsDb(db)
    .selectFrom('nominations as n')
    .innerJoin('feedback360_relations as r', (join) =>
      join.onRef('r.campaign_id', '=', 'n.campaign_id').onRef('r.evaluator_id', '=', 'n.nominee_id').onRef('r.evaluated_id', '=', 'n.evaluated_id'),
    )
    .innerJoin('users as u', 'u.id', 'n.evaluated_id')
    .where('n.campaign_id', '=', campaignId)
    .where('n.nominee_id', '=', raterId)
    .where('n.status', '=', 'approved')
    .where('r.status', '<>', 'y')
    .orderBy('n.decided_at')
    .select(['u.first_name', 'u.last_name'])
    .execute();
  return rows.map(fullName);
}

/** Who declined in the moment a "declined" mail was planned for (the decline's own time). */
export async function declinedAt(db: Kysely<Database>, campaignId: number, evaluatedId: number, at: Date): Promise<string[]> {
  const rows = await nominationsDb(db)
    .selectFrom('nominations as n')
    .innerJoin('users as u', 'u.id', 'n.nominee_id')
    .where('n.campaign_id', '=', campaignId)
    .where('n.evaluated_id', '=', evaluatedId)
    .where('n.status', '=', 'declined')
    .where('n.decided_at', '=', at)
    .select(['u.first_name', 'u.last_name'])
    .execute();
  return rows.map(fullName);
}
