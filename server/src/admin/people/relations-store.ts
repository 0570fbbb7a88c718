import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isEmail, normaliseEmail } from './cell-rules';
import { chunks } from './people-snapshot';
import { relationKey, type RelationPlan, type RelationsSnapshot, type StoredRelation } from './relation-verdicts';
import type { RelationRowInput } from './relation-columns';

const EMAILS_PER_QUERY = 5_000;
const ROWS_PER_STATEMENT = 1_000;

export async function loadRelationsSnapshot(db: Kysely<Database>, campaignId: number, rows: readonly RelationRowInput[]): Promise<RelationsSnapshot> {
  const wanted = [
    ...new Set(
      rows
        .flatMap((row) => [row.cells.subjectEmail, row.cells.raterEmail])
        .map(normaliseEmail)
        .filter(isEmail),
    ),
  ];
  const enrolled = new Map<string, number>();
  for (const part of chunks(wanted, EMAILS_PER_QUERY)) {
    const found = await db
      .selectFrom('user_campaigns as uc')
      .innerJoin('users as u', 'u.id', 'uc.user_id')
      .select(['u.id', 'u.email'])
      .where('uc.campaign_id', '=', campaignId)
      .where('u.email', 'in', part)
      .execute();
    for (const person of found) enrolled.set(person.email, person.id);
  }
  const stored = await db
    .selectFrom('feedback360_relations')
    .select(['evaluator_id', 'evaluated_id', 'relation_type', 'status', 'answers_version'])
    .where('campaign_id', '=', campaignId)
    .execute();
  const relations = new Map<string, StoredRelation>(
    stored.map((row) => [
      relationKey(row.evaluator_id, row.evaluated_id),
      { relationType: row.relation_type, answered: row.status !== 'n' || row.answers_version > 0 },
    ]),
  );
  return { enrolled, relations };
}

/** New relations inserted and changed relationships set, a thousand rows per statement. */
export async function commitRelations(trx: Kysely<Database>, campaignId: number, plans: readonly RelationPlan[]): Promise<void> {
  for (const part of chunks(
    plans.filter((plan) => plan.isNew),
    ROWS_PER_STATEMENT,
  )) {
    await trx
      .insertInto('feedback360_relations')
      .values(
        part.map((plan) => ({ campaign_id: campaignId, evaluator_id: plan.raterId, evaluated_id: plan.subjectId, relation_type: plan.relationType })),
      )
      .execute();
  }
  for (const part of chunks(
    plans.filter((plan) => !plan.isNew),
    ROWS_PER_STATEMENT,
  )) {
    const values = part.map((plan) => sql`(${plan.raterId}::int, ${plan.subjectId}::int, ${plan.relationType}::int)`);
    await sql`update feedback360_relations as r set relation_type = v.relation_type, updated_at = now()
      from (values ${sql.join(values)}) as v(evaluator_id, evaluated_id, relation_type)
      where r.campaign_id = ${campaignId} and r.evaluator_id = v.evaluator_id and r.evaluated_id = v.evaluated_id`.execute(trx);
  }
}
