import type { AdminReportSettings, AdminReportSettingsInput } from '@skillup/shared/api/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DEFAULT_FEEDBACK360_RULES } from '../../report/feedback360-rules';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A campaign's report settings live where the report reads them: `report_configs` (download,
 * and the 360 part's anonymity thresholds) and `report_early_download` (a row: early download).
 * A campaign without a config row reads the report's defaults.
 */
export async function readReportSettings(db: Db, campaignId: number): Promise<AdminReportSettings> {
  const row = await db
    .selectFrom('campaigns as c')
    .leftJoin('report_configs as rc', 'rc.campaign_id', 'c.id')
    .leftJoin('report_early_download as early', 'early.campaign_id', 'c.id')
    .where('c.id', '=', campaignId)
    .select(['rc.can_assessed_download', 'rc.threshold_peers', 'rc.threshold_direct_reports', 'rc.threshold_others', 'early.campaign_id as early'])
    .executeTakeFirstOrThrow();
  const defaults = DEFAULT_FEEDBACK360_RULES.thresholds;
  return {
    canAssessedDownload: row.can_assessed_download ?? false,
    earlyDownload: row.early !== null,
    thresholds: {
      peers: row.threshold_peers ?? defaults.peers,
      directReports: row.threshold_direct_reports ?? defaults.directReports,
      others: row.threshold_others ?? defaults.others,
    },
  };
}

/** Applies a change of report settings: what the input leaves out keeps its value. */
export async function writeReportSettings(trx: Transaction<Database>, campaignId: number, input: AdminReportSettingsInput): Promise<void> {
  const current = await readReportSettings(trx, campaignId);
  const thresholds = { ...current.thresholds, ...input.thresholds };
  const columns = {
    can_assessed_download: input.canAssessedDownload ?? current.canAssessedDownload,
    threshold_peers: thresholds.peers,
    threshold_direct_reports: thresholds.directReports,
    threshold_others: thresholds.others,
  };
  await trx
    .insertInto('report_configs')
    .values({ campaign_id: campaignId, ...columns })
    .onConflict((conflict) => conflict.column('campaign_id').doUpdateSet(columns))
    .execute();
  if (input.earlyDownload === true) {
    await trx
      .insertInto('report_early_download')
      .values({ campaign_id: campaignId })
      .onConflict((conflict) => conflict.column('campaign_id').doNothing())
      .execute();
  } else if (input.earlyDownload === false) {
    await trx.deleteFrom('report_early_download').where('campaign_id', '=', campaignId).execute();
  }
}
