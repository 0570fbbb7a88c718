import { randomUUID } from 'node:crypto';
import type { ErasureCounts } from '@skillup/shared/api/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import { NO_PASSWORD } from '../../auth/password';
import type { Database } from '../../db/schema';
import { personNotFound } from '../../admin/people/reach';
import { ApiError } from '../../http/api-error';
import { erasureCounts } from './erasure-counts';
import type { PersonInReach } from './person-in-reach';

const confirmationMismatch = () => new ApiError(400, 'ERASE_NOT_CONFIRMED', "the confirmation must be the person's e-mail address");

/**
 * A person who stands in for an erased rater: no name, no address anyone owns, no password,
 * no campaign. One per erasure, so that a group of raters keeps its count.
 */
async function anonymousRater(trx: Transaction<Database>, companyId: number): Promise<number> {
  const { id } = await trx
    .insertInto('users')
    .values({
      company_id: companyId,
      email: `erased-${randomUUID()}@erased.invalid`,
      password_hash: NO_PASSWORD,
      first_name: '',
      last_name: '',
      gender: null,
      role: 'participant',
      privacy: false,
      lang: null,
      active: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * What the person submitted about others stays in the others' reports, said by someone who
 * is no longer them: the rows move to the stand-in, then the person goes with everything
 * else of theirs (docs/security.md, "Erasure").
 */
async function handOverGiven(trx: Transaction<Database>, userId: number, standIn: number): Promise<void> {
  await sql`insert into feedback360_relations (campaign_id, evaluator_id, evaluated_id, relation_type, status, answers_version, updated_at)
    select campaign_id, ${standIn}, evaluated_id, relation_type, status, answers_version, updated_at
    from feedback360_relations where evaluator_id = ${userId} and evaluated_id <> ${userId} and status = 'y'`.execute(trx);
  const moved = sql`(campaign_id, evaluated_id) in (select campaign_id, evaluated_id from feedback360_relations where evaluator_id = ${standIn})`;
  await sql`update feedback360_answers set evaluator_id = ${standIn} where evaluator_id = ${userId} and ${moved}`.execute(trx);
  await sql`update feedback360_data set evaluator_id = ${standIn} where evaluator_id = ${userId} and ${moved}`.execute(trx);
  // The report's last step names its raters: the stand-in replaces them there too, so the next
  // step sees no new rater (docs/areas/report.md, "Steps of the 360 part").
  await sql`insert into feedback360_published_raters (campaign_id, evaluated_id, evaluator_id, relation_type, answers_version)
    select campaign_id, evaluated_id, ${standIn}, relation_type, answers_version
    from feedback360_published_raters where evaluator_id = ${userId} and evaluated_id <> ${userId}`.execute(trx);
  await sql`update feedback360_published_answers set evaluator_id = ${standIn} where evaluator_id = ${userId} and evaluated_id <> ${userId}`.execute(
    trx,
  );
  await sql`delete from feedback360_published_raters where evaluator_id = ${userId}`.execute(trx);
  await sql`update assessor_outcomes set assessor_id = ${standIn} where assessor_id = ${userId} and assessed_id <> ${userId}`.execute(trx);
}

/**
 * Erases the person (docs/security.md, "Erasure"), in one transaction: their account, tests,
 * results, reports, 360 evaluations about them, sessions, the log of reads of their reports
 * and their client logs go; what they gave about others stays, unlinked.
 */
export async function erasePerson(db: Kysely<Database>, person: PersonInReach, confirmEmail: string): Promise<ErasureCounts> {
  if (confirmEmail.trim().toLowerCase() !== person.email) throw confirmationMismatch();
  return db.transaction().execute(async (trx) => {
    // Locked first: two erasures of the same person at once, or an import touching them, wait.
    const locked = await trx.selectFrom('users').where('id', '=', person.id).select('id').forUpdate().executeTakeFirst();
    if (!locked) throw personNotFound();
    const counts = await erasureCounts(trx, person.id);
    if (counts.evaluationsGiven > 0 || counts.assessmentsGiven > 0) await handOverGiven(trx, person.id, await anonymousRater(trx, person.companyId));
    await trx.deleteFrom('logs').where('user_id', '=', person.id).execute();
    // A built zip of a campaign's reports holding theirs goes too: its job is over.
    const zips = sql`select job_id from report_bulk_job_people where person_id = ${person.id}`;
    await sql`delete from report_bulk_chunks where job_id in (${zips})`.execute(trx);
    await sql`update report_bulk_jobs set state = 'expired' where state = 'done' and id in (${zips})`.execute(trx);
    await trx.deleteFrom('users').where('id', '=', person.id).execute();
    return counts;
  });
}
