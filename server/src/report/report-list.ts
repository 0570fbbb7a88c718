import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The reports of a campaign's list, by id, as its reader may run them: the staff of its company also those meant for assessors. */
export function campaignReports(db: Kysely<Database>, campaignId: number, staffReader: boolean) {
  let query = db.selectFrom('jasper_reports').where('campaign_id', '=', campaignId).select(['id', 'name', 'visible_to_assessors_only']);
  // Participants never receive the reports meant for assessors.
  if (!staffReader) query = query.where('visible_to_assessors_only', '=', false);
  return query.orderBy('id').execute();
}

/** One report of the campaign's list, with whether only assessors may run it; undefined when the campaign lists no such report. */
export function campaignReport(db: Kysely<Database>, reportId: number, campaignId: number) {
  return db
    .selectFrom('jasper_reports')
    .where('id', '=', reportId)
    .where('campaign_id', '=', campaignId)
    .select('visible_to_assessors_only')
    .executeTakeFirst();
}
