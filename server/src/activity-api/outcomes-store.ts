import { sql, type Kysely } from 'kysely';
import type { AssessedOutcome, Outcome } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import type { CampaignTest } from './access';
import { samplesCovering } from './access';
import type { WriteResult } from './progress-store';

/** Whose outcomes: a user's own, or those an assessor gave an assessed user. */
export type OutcomesOwner = { kind: 'own'; userId: number } | { kind: 'assessor'; assessorId: number; assessedId: number };

/**
 * Replaces the set of outcomes of one owner for one test. Unversioned writes (the direct
 * call) always replace; a versioned one (queue, beacon) only when newer than what is held,
 * so a replayed item cannot bring old outcomes back.
 */
export async function writeOutcomes(
  db: Kysely<Database>,
  owner: OutcomesOwner,
  testId: number,
  values: Outcome[],
  version: number | undefined,
): Promise<WriteResult> {
  const isNewer = (table: string) => (version === undefined ? sql`true` : sql`${sql.ref(`${table}.version`)} < excluded.version`);
  const outcomes = JSON.stringify(values);
  const result =
    owner.kind === 'own'
      ? await sql<{ version: number }>`
          insert into test_outcomes (user_id, test_id, outcomes, version, updated_at)
          values (${owner.userId}, ${testId}, ${outcomes}::jsonb, ${version ?? 0}, now())
          on conflict (user_id, test_id) do update set
            outcomes = excluded.outcomes,
            version = greatest(test_outcomes.version, excluded.version),
            updated_at = now()
          where ${isNewer('test_outcomes')}
          returning version`.execute(db)
      : await sql<{ version: number }>`
          insert into assessor_outcomes (assessor_id, assessed_id, test_id, outcomes, version, updated_at)
          values (${owner.assessorId}, ${owner.assessedId}, ${testId}, ${outcomes}::jsonb, ${version ?? 0}, now())
          on conflict (assessor_id, assessed_id, test_id) do update set
            outcomes = excluded.outcomes,
            version = greatest(assessor_outcomes.version, excluded.version),
            updated_at = now()
          where ${isNewer('assessor_outcomes')}
          returning version`.execute(db);
  const applied = result.rows[0];
  if (applied) return { applied: true, version: applied.version };
  const held =
    owner.kind === 'own'
      ? await db.selectFrom('test_outcomes').where('user_id', '=', owner.userId).where('test_id', '=', testId).select('version').executeTakeFirst()
      : await db
          .selectFrom('assessor_outcomes')
          .where('assessor_id', '=', owner.assessorId)
          .where('assessed_id', '=', owner.assessedId)
          .where('test_id', '=', testId)
          .select('version')
          .executeTakeFirst();
  return { applied: false, version: held?.version ?? 0 };
}

/**
 * For each assessed user of the assessor's samples covering the test: their own outcomes
 * and the ones this assessor gave them (each assessor reads back their own evaluation).
 */
export async function assessedOutcomes(db: Kysely<Database>, assessorId: number, test: CampaignTest): Promise<AssessedOutcome[]> {
  const rows = await samplesCovering(db, assessorId, test)
    .leftJoin('test_outcomes as own', (join) => join.onRef('own.user_id', '=', 'samples.assessed_id').on('own.test_id', '=', test.id))
    .leftJoin('assessor_outcomes as given', (join) =>
      join.onRef('given.assessed_id', '=', 'samples.assessed_id').on('given.assessor_id', '=', assessorId).on('given.test_id', '=', test.id),
    )
    .select(['samples.assessed_id', 'own.outcomes as own_outcomes', 'given.outcomes as given_outcomes'])
    .distinctOn('samples.assessed_id')
    .orderBy('samples.assessed_id')
    .execute();
  return rows.map((row) => ({
    userId: row.assessed_id,
    outcomes: row.own_outcomes ?? [],
    assessorOutcomes: row.given_outcomes ?? [],
  }));
}
