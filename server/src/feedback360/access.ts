import type { Kysely } from 'kysely';
import type { AccountRow } from '../auth/users';
import { answeringEnrolment } from '../campaigns/answering';
import type { Enrolment } from '../campaigns/enrolments';
import type { Database, EvaluationStatus } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * 404, not 403: the browser client takes any 403 for an ended session (docs/behaviour.md §6),
 * and a person one does not evaluate is, for the caller, a questionnaire that does not exist.
 */
export const notEvaluated = () => new ApiError(404, 'NOT_YOUR_EVALUATION', 'you do not evaluate this person in this campaign');
export const not360 = () => new ApiError(404, 'NO_360', 'this campaign has no 360 feedback');

/** The caller's enrolment in a campaign with 360 feedback. */
export async function enrolled360(db: Kysely<Database>, account: AccountRow, campaignId: number): Promise<Enrolment> {
  const enrolment = await answeringEnrolment(db, account.id, campaignId);
  if (!enrolment.is360) throw not360();
  return enrolment;
}

export interface OwnRelation {
  enrolment: Enrolment;
  campaignId: number;
  evaluatorId: number;
  evaluatedId: number;
  relationType: number;
  status: EvaluationStatus;
  answersVersion: number;
}

/** The caller's own evaluation of `evaluee`: only the evaluator ever reads or writes it. */
export async function ownRelation(db: Kysely<Database>, account: AccountRow, campaignId: number, evaluee: number): Promise<OwnRelation> {
  const enrolment = await enrolled360(db, account, campaignId);
  const row = await db
    .selectFrom('feedback360_relations')
    .where('campaign_id', '=', campaignId)
    .where('evaluator_id', '=', account.id)
    .where('evaluated_id', '=', evaluee)
    .select(['relation_type', 'status', 'answers_version'])
    .executeTakeFirst();
  if (!row) throw notEvaluated();
  return {
    enrolment,
    campaignId,
    evaluatorId: account.id,
    evaluatedId: evaluee,
    relationType: row.relation_type,
    status: row.status,
    answersVersion: row.answers_version,
  };
}
