import { sql, type Transaction } from 'kysely';
import { NO_PASSWORD } from '../../auth/password';
import type { Database } from '../../db/schema';

/** Stand-ins made for a campaign carry its id, so that deleting the campaign takes them too. */
export const standInPattern = (campaignId: number) => `anonymous-c${campaignId}-%@erased.invalid`;

/**
 * Unlinks a closed campaign from its people (docs/security.md, "Retention"): everyone whose
 * data the campaign holds (enrolment, tests, results, timers, assessments, 360 relations on
 * either side, calendar, challenge) gets a stand-in of their own for this campaign, with no
 * name and no way in, and every row of the campaign moves to it. The people keep their
 * accounts and other campaigns; the campaign keeps its figures, which no longer lead to
 * anyone. The reads of its reports and the mails about it, which name people, go.
 */
export async function anonymiseCampaign(trx: Transaction<Database>, campaignId: number): Promise<number> {
  const campaignTests = sql`(select id from tests where campaign_id = ${campaignId})`;
  await sql`create temp table retention_people (user_id integer primary key, stand_in integer not null unique) on commit drop`.execute(trx);
  const { rows } = await sql<{ n: string }>`with people as (
        select user_id from user_campaigns where campaign_id = ${campaignId}
        union select evaluator_id from feedback360_relations where campaign_id = ${campaignId}
        union select evaluated_id from feedback360_relations where campaign_id = ${campaignId}
        union select user_id from user_tests where test_id in ${campaignTests}
        union select user_id from test_outcomes where test_id in ${campaignTests}
        union select user_id from test_timers where test_id in ${campaignTests}
        union select assessor_id from assessor_outcomes where test_id in ${campaignTests}
        union select assessed_id from assessor_outcomes where test_id in ${campaignTests}
        union select assessor_id from samples where campaign_id = ${campaignId} or test_id in ${campaignTests}
        union select assessed_id from samples where campaign_id = ${campaignId} or test_id in ${campaignTests}
        union select user_id from calendar_stores where campaign_id = ${campaignId}
        union select user_id from challenge_tutorials where campaign_id = ${campaignId}
      ), mapped as (
        insert into retention_people (user_id, stand_in)
        select user_id, nextval(pg_get_serial_sequence('users', 'id')) from people
        returning 1
      )
      select count(*) as n from mapped`.execute(trx);
  const people = Number(rows[0]?.n ?? 0);
  if (people > 0) {
    await sql`insert into users (id, company_id, email, password_hash, first_name, last_name, gender, role, privacy, lang, active)
      select m.stand_in, c.company_id, 'anonymous-c' || ${campaignId} || '-' || gen_random_uuid() || '@erased.invalid', ${NO_PASSWORD},
             '', '', null, u.role, false, null, false
      from retention_people m join users u on u.id = m.user_id join campaigns c on c.id = ${campaignId}`.execute(trx);
    /** The stand-in of the person in `table.column`; a column of the table's row, qualified so the subquery cannot read its own. */
    const to = (table: string, column: string) =>
      sql.raw(`coalesce((select m.stand_in from retention_people m where m.user_id = ${table}.${column}), ${table}.${column})`);
    await sql`update user_campaigns set user_id = ${to('user_campaigns', 'user_id')} where campaign_id = ${campaignId}`.execute(trx);
    for (const table of ['user_tests', 'test_outcomes', 'test_timers'] as const) {
      await sql`update ${sql.table(table)} set user_id = ${to(table, 'user_id')} where test_id in ${campaignTests}`.execute(trx);
    }
    await sql`update assessor_outcomes set assessor_id = ${to('assessor_outcomes', 'assessor_id')}, assessed_id = ${to('assessor_outcomes', 'assessed_id')}
      where test_id in ${campaignTests}`.execute(trx);
    await sql`update samples set assessor_id = ${to('samples', 'assessor_id')}, assessed_id = ${to('samples', 'assessed_id')}
      where campaign_id = ${campaignId} or test_id in ${campaignTests}`.execute(trx);
    // The answers follow their relation, and a report's published step its evaluated person
    // and raters, by the foreign keys' ON UPDATE CASCADE (migration 023).
    await sql`update feedback360_relations
      set evaluator_id = ${to('feedback360_relations', 'evaluator_id')}, evaluated_id = ${to('feedback360_relations', 'evaluated_id')}
      where campaign_id = ${campaignId}`.execute(trx);
    await sql`update feedback360_report_steps set evaluated_id = ${to('feedback360_report_steps', 'evaluated_id')} where campaign_id = ${campaignId}`.execute(
      trx,
    );
    await sql`update feedback360_published_raters set evaluator_id = ${to('feedback360_published_raters', 'evaluator_id')} where campaign_id = ${campaignId}`.execute(
      trx,
    );
    for (const table of ['calendar_stores', 'challenge_tutorials'] as const) {
      await sql`update ${sql.table(table)} set user_id = ${to(table, 'user_id')} where campaign_id = ${campaignId}`.execute(trx);
    }
  }
  // A reset's reason is free text written about a person.
  await sql`delete from test_resets where test_id in ${campaignTests}`.execute(trx);
  await sql`delete from report_reads where campaign_id = ${campaignId}`.execute(trx);
  // Who was mailed about the campaign, and when, names them too (docs/jobs.md, "Campaign mails").
  await sql`delete from campaign_mails where campaign_id = ${campaignId}`.execute(trx);
  await sql`delete from report_bulk_job_people where job_id in (select id from report_bulk_jobs where campaign_id = ${campaignId})`.execute(trx);
  await sql`update sessions set campaign_id = null where campaign_id = ${campaignId}`.execute(trx);
  await sql`update campaigns set anonymised_at = now() where id = ${campaignId}`.execute(trx);
  await sql`drop table retention_people`.execute(trx);
  return people;
}
