import type { Kysely } from 'kysely';
import type { Relation } from '@skillup/shared/api/contract';
import { localise } from '../campaigns/localise';
import type { Database, Localised } from '../db/schema';

/** The people the evaluator evaluates in a campaign, self last, others by name. */
export async function listRelations(db: Kysely<Database>, campaignId: number, evaluatorId: number, lang: string): Promise<Relation[]> {
  const rows = await db
    .selectFrom('feedback360_relations as r')
    .innerJoin('users as u', 'u.id', 'r.evaluated_id')
    .innerJoin('feedback360_relation_types as t', 't.id', 'r.relation_type')
    .where('r.campaign_id', '=', campaignId)
    .where('r.evaluator_id', '=', evaluatorId)
    .select(['u.id', 'u.first_name', 'u.last_name', 't.label', 'r.relation_type', 'r.status'])
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      label: localise(row.label as Localised, lang),
      relationId: row.relation_type,
      user_is_evaluated: row.status,
    }))
    .sort(
      (a, b) =>
        Number(a.id === evaluatorId) - Number(b.id === evaluatorId) || a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
    );
}
