import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError, campaignNotFound } from '../http/api-error';
import { findEnrolment, findEnteredEnrolment, type Enrolment } from './enrolments';

/**
 * 409, not 403: the browser client takes any 403 for an ended session (docs/behaviour.md §6)
 * and its queue would sign the person out; the campaign is there, it just takes no answers.
 * The same code HR's console gets for a closed campaign (docs/areas/admin.md, "People").
 */
export const campaignClosed = () => new ApiError(409, 'CAMPAIGN_CLOSED', 'the campaign is closed: only its report can be read');

/**
 * Why the user may not answer in a campaign that `findEnrolment` did not give: closed, to
 * whoever still enters it to read their report (docs/areas/admin.md, "Lifecycle"); not found
 * to anyone else, who does not see it at all (a DRAFT, a closed one without their report).
 */
export async function refusalToAnswer(db: Kysely<Database>, userId: number, campaignId: number): Promise<ApiError> {
  return (await findEnteredEnrolment(db, userId, campaignId)) ? campaignClosed() : campaignNotFound();
}

/** The enrolment the user answers in, or the refusal above: what every write of their own needs. */
export async function answeringEnrolment(db: Kysely<Database>, userId: number, campaignId: number): Promise<Enrolment> {
  const enrolment = await findEnrolment(db, userId, campaignId);
  if (!enrolment) throw await refusalToAnswer(db, userId, campaignId);
  return enrolment;
}
