import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const enrolmentsOf = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('user_campaigns as uc').innerJoin('campaigns as c', 'c.id', 'uc.campaign_id').where('uc.user_id', '=', userId);

/**
 * A user's campaigns they can still answer in: enrolled, the campaign open (not a DRAFT that
 * HR is preparing, nor CLOSED), and their own participation not closed. Nothing selected
 * yet: each caller picks the columns it needs.
 */
export function openEnrolments(db: Kysely<Database>, userId: number) {
  return enrolmentsOf(db, userId).where('c.state', '=', 'ACTIVE').where('uc.state', '<>', 'CLOSED');
}

/**
 * The campaigns a user enters: those open, and the closed ones whose reports are released,
 * for those who have a report there (docs/areas/admin.md, "Lifecycle"), to read it.
 */
function enteredEnrolments(db: Kysely<Database>, userId: number) {
  return enrolmentsOf(db, userId).where((eb) =>
    eb.or([
      eb.and([eb('c.state', '=', 'ACTIVE'), eb('uc.state', '<>', 'CLOSED')]),
      eb.and([eb('c.state', '=', 'CLOSED'), eb('c.reports_released_at', 'is not', null), eb('uc.state', '=', 'REPORT')]),
    ]),
  );
}

const enrolmentColumns = ['uc.lang as user_lang', 'uc.access_date as user_access_date', 'uc.state as user_state'] as const;
const selectEnrolments = (db: Kysely<Database>, userId: number) => openEnrolments(db, userId).selectAll('c').select(enrolmentColumns);
const selectEntered = (db: Kysely<Database>, userId: number) => enteredEnrolments(db, userId).selectAll('c').select(enrolmentColumns);

export type Enrolment = Awaited<ReturnType<ReturnType<typeof selectEnrolments>['executeTakeFirstOrThrow']>>;

/** The campaigns the user may enter, as the login and the campaign list offer them. */
export function listEnrolments(db: Kysely<Database>, userId: number): Promise<Enrolment[]> {
  return selectEntered(db, userId).orderBy('c.id').execute();
}

/** A campaign the user answers in: what every write of progress, agenda or 360 needs. */
export function findEnrolment(db: Kysely<Database>, userId: number, campaignId: number): Promise<Enrolment | undefined> {
  return selectEnrolments(db, userId).where('c.id', '=', campaignId).executeTakeFirst();
}

/** A campaign the user may enter and read, answering or not (a released report). */
export function findEnteredEnrolment(db: Kysely<Database>, userId: number, campaignId: number): Promise<Enrolment | undefined> {
  return selectEntered(db, userId).where('c.id', '=', campaignId).executeTakeFirst();
}

export async function recordCampaignEntry(db: Kysely<Database>, userId: number, campaignId: number, lang: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user_campaigns')
      .set({ lang, access_date: new Date() })
      .where('user_id', '=', userId)
      .where('campaign_id', '=', campaignId)
      .execute();
    await trx.updateTable('users').set({ lang }).where('id', '=', userId).where('lang', 'is', null).execute();
  });
}

export async function campaignExists(db: Kysely<Database>, campaignId: number): Promise<boolean> {
  const row = await db.selectFrom('campaigns').select('id').where('id', '=', campaignId).executeTakeFirst();
  return row !== undefined;
}

/** Whether the campaign is one of the company's: what a company's admin reaches, enrolled or not. */
export async function campaignOfCompany(db: Kysely<Database>, campaignId: number, companyId: number): Promise<boolean> {
  const row = await db.selectFrom('campaigns').select('id').where('id', '=', campaignId).where('company_id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}
