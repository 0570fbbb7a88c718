import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A user's campaigns they can still enter: enrolled, the campaign open, and their own
 * participation not closed. Nothing selected yet: each caller picks the columns it needs.
 */
export function openEnrolments(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('user_campaigns as uc')
    .innerJoin('campaigns as c', 'c.id', 'uc.campaign_id')
    .where('uc.user_id', '=', userId)
    .where('c.state', '<>', 'CLOSED')
    .where('uc.state', '<>', 'CLOSED');
}

function selectEnrolments(db: Kysely<Database>, userId: number) {
  return openEnrolments(db, userId).selectAll('c').select(['uc.lang as user_lang', 'uc.access_date as user_access_date', 'uc.state as user_state']);
}

export type Enrolment = Awaited<ReturnType<ReturnType<typeof selectEnrolments>['executeTakeFirstOrThrow']>>;

export function listEnrolments(db: Kysely<Database>, userId: number): Promise<Enrolment[]> {
  return selectEnrolments(db, userId).orderBy('c.id').execute();
}

export function findEnrolment(db: Kysely<Database>, userId: number, campaignId: number): Promise<Enrolment | undefined> {
  return selectEnrolments(db, userId).where('c.id', '=', campaignId).executeTakeFirst();
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
