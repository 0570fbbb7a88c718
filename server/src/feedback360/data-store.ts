import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OwnRelation } from './access';

type Key = Pick<OwnRelation, 'campaignId' | 'evaluatorId' | 'evaluatedId'>;

/** The evaluator's draft of one questionnaire; none yet reads as an empty store at version 1 (docs/areas/feedback-360.md). */
export async function readData(db: Kysely<Database>, key: Key): Promise<{ version: number; testData: string | null }> {
  const row = await db
    .selectFrom('feedback360_data')
    .where('campaign_id', '=', key.campaignId)
    .where('evaluator_id', '=', key.evaluatorId)
    .where('evaluated_id', '=', key.evaluatedId)
    .select(['version', 'test_data'])
    .executeTakeFirst();
  return row ? { version: row.version, testData: row.test_data } : { version: 1, testData: null };
}

/** Keeps the newest version only: a replayed or older write changes nothing. */
export async function writeData(db: Kysely<Database>, key: Key, version: number, data: string): Promise<{ applied: boolean; version: number }> {
  const result = await sql<{ version: number }>`
    insert into feedback360_data as d (campaign_id, evaluator_id, evaluated_id, version, test_data, updated_at)
    values (${key.campaignId}, ${key.evaluatorId}, ${key.evaluatedId}, ${version}, ${data}, now())
    on conflict (campaign_id, evaluator_id, evaluated_id) do update
      set version = excluded.version, test_data = excluded.test_data, updated_at = now()
      where excluded.version > d.version
    returning version`.execute(db);
  if (result.rows[0]) return { applied: true, version: result.rows[0].version };
  return { applied: false, version: (await readData(db, key)).version };
}
