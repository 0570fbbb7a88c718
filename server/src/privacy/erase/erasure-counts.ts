import type { ErasureCounts } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** What an erasure of the person removes and keeps unlinked (docs/security.md, "Erasure"). */
export async function erasureCounts(db: Kysely<Database>, userId: number): Promise<ErasureCounts> {
  const { rows } = await sql<Record<keyof ErasureCounts, string>>`select
      (select count(*) from user_campaigns where user_id = ${userId}) as campaigns,
      (select count(*) from user_tests where user_id = ${userId}) as tests,
      (select count(*) from user_campaigns where user_id = ${userId} and state = 'REPORT') as reports,
      (select count(*) from feedback360_relations where evaluated_id = ${userId}) as "evaluationsAboutThem",
      (select count(*) from sessions where user_id = ${userId}) as sessions,
      (select count(*) from report_reads where person_id = ${userId}) as "reportReads",
      (select count(*) from logs where user_id = ${userId}) as "clientLogs",
      (select count(*) from feedback360_relations
        where evaluator_id = ${userId} and evaluated_id <> ${userId} and status = 'y') as "evaluationsGiven",
      (select count(*) from assessor_outcomes where assessor_id = ${userId} and assessed_id <> ${userId}) as "assessmentsGiven"`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('the counts query answered nothing');
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as ErasureCounts;
}
