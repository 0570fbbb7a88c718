import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { participantNotFound } from '../admin/progress/participant-detail';
import { roleKind } from '../auth/roles';
import type { Database } from '../db/schema';
import { audienceOf } from './audience';
import { mailsDb } from './mails-table';
import { planMails } from './plan-mails';
import { thisMinute } from './reminders';

/**
 * The invitation of one participant of the open campaign, once more, in the caller's
 * transaction (docs/jobs.md, "Invite again"): for someone who lost the mail or whose link
 * expired. Planned at the start of the current minute, so that a second click within it plans
 * nothing; its link, issued when it goes, revokes the one sent before. Someone the mails do not
 * reach (not enrolled, removed, their enrolment closed, another company's) or staff is not
 * found. Answers whether it was planned.
 */
export async function inviteAgain(db: Kysely<Database>, jobs: PgBoss, campaignId: number, userId: number): Promise<0 | 1> {
  const person = await audienceOf(mailsDb(db), campaignId).where('u.id', '=', userId).select(['u.id', 'u.role']).executeTakeFirst();
  if (!person || roleKind(person) !== 'participant') throw participantNotFound();
  const planned = await planMails(db, jobs, [{ campaignId, userId: person.id, kind: 'invitation', plannedAt: thisMinute() }]);
  return planned > 0 ? 1 : 0;
}
