import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { readsDb } from './reads-table';

/** The newest reads a person is shown: enough for anyone's reports over years of campaigns. */
const MY_READS_LIMIT = 500;

/** Who else read a person's reports (their own reads left out), newest first, of one campaign when given. */
export function myReportReads(db: Kysely<Database>, personId: number, campaignId: number | undefined) {
  let query = readsDb(db)
    .selectFrom('report_reads as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .where('r.person_id', '=', personId)
    .where('r.reader_kind', '!=', 'self')
    .select(['r.id', 'r.campaign_id', 'c.languages as campaign_languages', 'r.kind', 'r.reader_kind', 'r.reader_name', 'r.read_at']);
  if (campaignId !== undefined) query = query.where('r.campaign_id', '=', campaignId);
  return query.orderBy('r.read_at', 'desc').orderBy('r.id', 'desc').limit(MY_READS_LIMIT).execute();
}
