import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ExportScope } from './export-scope';

/**
 * The person's place among the assessors' samples, as counts: how many assessors rate them, how
 * many people they rate, and how many ratings they gave; who is on the other side stays out.
 */
export async function collectAssessments(db: Kysely<Database>, scope: ExportScope) {
  const count = async (column: 'assessor_id' | 'assessed_id') => {
    const row = await db
      .selectFrom('samples')
      .where(column, '=', scope.userId)
      .select((eb) =>
        eb.fn
          .count<string>(column === 'assessor_id' ? 'assessed_id' : 'assessor_id')
          .distinct()
          .as('n'),
      )
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const given = await db
    .selectFrom('assessor_outcomes')
    .where('assessor_id', '=', scope.userId)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { assessorsOfYou: await count('assessed_id'), peopleYouAssess: await count('assessor_id'), ratingsYouGave: Number(given.n) };
}
