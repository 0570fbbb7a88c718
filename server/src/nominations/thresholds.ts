import type { NominationGroup } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FEEDBACK360_RULE_COLUMNS, feedback360Rules } from '../report/feedback360-report';

/**
 * The report's anonymity threshold each group is measured against (docs/areas/report.md): a
 * group with fewer raters is not shown on its own. "Others" are shown only pooled with every
 * rater, so they have no threshold of their own.
 */
export async function groupThresholds(db: Kysely<Database>, campaignId: number): Promise<Record<NominationGroup | 'manager', number>> {
  const row = await db.selectFrom('report_configs').where('campaign_id', '=', campaignId).select(FEEDBACK360_RULE_COLUMNS).executeTakeFirst();
  const { thresholds } = feedback360Rules(row ?? null);
  return { peers: thresholds.peers, directReports: thresholds.directReports, others: 0, manager: thresholds.manager };
}
