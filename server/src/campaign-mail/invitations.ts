import type { Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { roleKind } from '../auth/roles';
import type { Database } from '../db/schema';
import { audienceOf } from './audience';
import { mailsDb } from './mails-table';
import { planMails } from './plan-mails';

const PERSON = ['u.id', 'u.role', 'c.launched_at', 'c.created_on'] as const;

/** The campaign's audience not invited to it yet, in id order. */
const uninvited = (db: Kysely<Database>, campaignId: number) =>
  audienceOf(mailsDb(db), campaignId)
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
    .select(PERSON)
    .orderBy('u.id');

type Person = Awaited<ReturnType<ReturnType<typeof uninvited>['execute']>>[number];

/**
 * All are planned for the launch's time, so that a person is invited once however many times
 * they are added or their page is planned again (the rows' uniqueness). Staff get none.
 */
const invite = (db: Kysely<Database>, jobs: PgBoss, campaignId: number, people: Person[]) =>
  planMails(
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

/**
 * Every participant of an open campaign who has not been invited to it yet gets an
 * invitation, in the caller's transaction: whoever was added once it is open (docs/jobs.md,
 * "Campaign mails"). Answers how many were planned.
 */
export async function inviteParticipants(db: Kysely<Database>, jobs: PgBoss, campaignId: number): Promise<number> {
  return invite(db, jobs, campaignId, await uninvited(db, campaignId).execute());
}

/**
 * The same for the next `limit` people of the audience of id above `after`, so that the
 * launch's invitations are planned in short transactions (launch-invitations.ts). The page is
 * taken first and its invited people looked up by id: the anti-join above, asked again for
 * every page while the invitations grow, costs more at each page. Answers how many were
 * planned and the last id looked at, null once there is nobody left.
 */
export async function invitePage(
  db: Kysely<Database>,
  jobs: PgBoss,
  campaignId: number,
  after: number,
  limit: number,
): Promise<{ planned: number; last: number | null }> {
  const page = await audienceOf(mailsDb(db), campaignId).where('uc.user_id', '>', after).select(PERSON).orderBy('uc.user_id').limit(limit).execute();
  if (page.length === 0) return { planned: 0, last: null };
  const invited = await mailsDb(db)
    .selectFrom('campaign_mails')
    .select('user_id')
    .where('campaign_id', '=', campaignId)
    .where('kind', '=', 'invitation')
    .where(
      'user_id',
      'in',
      page.map((person) => person.id),
    )
    .execute();
  const already = new Set(invited.map((row) => row.user_id));
  const planned = await invite(
    db,
    jobs,
    campaignId,
    page.filter((person) => !already.has(person.id)),
  );
  return { planned, last: page.at(-1)!.id };
}
