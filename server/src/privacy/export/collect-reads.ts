import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { campaignName } from '../../report/reads/campaign-name';
import { readsDb } from '../../report/reads/reads-table';
import { iso, type ExportScope } from './export-scope';

/**
 * The reads of the person's reports by others, as the person's own list shows them
 * (docs/areas/report.md, "Who read whose report"): who read what and when, not from where.
 */
export async function collectReads(db: Kysely<Database>, scope: ExportScope) {
  const rows = await readsDb(db)
    .selectFrom('report_reads as r')
    .innerJoin('campaigns as c', 'c.id', 'r.campaign_id')
    .where('r.person_id', '=', scope.userId)
    .where('r.reader_kind', '!=', 'self')
    .select(['r.campaign_id', 'c.languages', 'r.kind', 'r.reader_kind', 'r.reader_name', 'r.read_at'])
    .orderBy('r.read_at')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    campaignId: r.campaign_id,
    campaign: campaignName(r.languages, scope.lang),
    what: r.kind,
    reader: { kind: r.reader_kind, name: r.reader_name },
    readAt: iso(r.read_at),
  }));
}
