import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { roleKind } from '../auth/roles';
import type { Database } from '../db/schema';
import { audienceOf } from './audience';
import { mailsDb } from './mails-table';
import { planMails } from './plan-mails';

/**
 * Every participant of an open campaign who has not been invited to it yet gets an
 * invitation, in the caller's transaction: at the launch, everybody; later, whoever was added
 * (docs/jobs.md, "Campaign mails"). All are planned at the launch, so that a person is
 * invited once however many times they are added. Answers how many were planned.
 */
export async function inviteParticipants(db: Kysely<Database>, jobs: PgBoss, campaignId: number): Promise<number> {
  const people = await audienceOf(mailsDb(db), campaignId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('campaign_mails as m')
            .whereRef('m.user_id', '=', 'u.id')
            .whereRef('m.campaign_id', '=', 'c.id')
            .where('m.kind', '=', 'invitation')
            .select('m.id'),
        ),
      ),
    )
    .select(['u.id', 'u.role', 'c.launched_at', 'c.created_on'])
    .orderBy('u.id')
    .execute();
  return planMails(
    db,
    jobs,
    people
      .filter((person) => roleKind(person) === 'participant')
      .map((person) => ({
        campaignId,
        userId: person.id,
        kind: 'invitation' as const,
        plannedAt: new Date(person.launched_at ?? person.created_on),
      })),
  );
}
