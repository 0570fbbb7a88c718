import { DEFAULT_NOMINATION_SETTINGS, type NominationSettings } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nominationsDb } from './tables';

/** A campaign's nomination settings; one without a row is HR's alone, as every campaign was before nominations. */
export async function readNominationSettings(db: Kysely<Database>, campaignId: number): Promise<NominationSettings> {
  const row = await nominationsDb(db).selectFrom('nomination_settings').selectAll().where('campaign_id', '=', campaignId).executeTakeFirst();
  if (!row) return DEFAULT_NOMINATION_SETTINGS;
  return {
    mode: row.mode,
    peers: { min: row.min_peers, max: row.max_peers },
    directReports: { min: row.min_direct_reports, max: row.max_direct_reports },
    others: { min: row.min_others, max: row.max_others },
    deadline: row.deadline ? new Date(row.deadline).toISOString() : null,
    autoApproveAt: row.auto_approve_at ? new Date(row.auto_approve_at).toISOString() : null,
    loadWarning: row.load_warning,
  };
}

export async function writeNominationSettings(db: Kysely<Database>, campaignId: number, settings: NominationSettings): Promise<void> {
  const columns = {
    mode: settings.mode,
    min_peers: settings.peers.min,
    max_peers: settings.peers.max,
    min_direct_reports: settings.directReports.min,
    max_direct_reports: settings.directReports.max,
    min_others: settings.others.min,
    max_others: settings.others.max,
    deadline: settings.deadline,
    auto_approve_at: settings.mode === 'manager' ? settings.autoApproveAt : null,
    load_warning: settings.loadWarning,
  };
  await nominationsDb(db)
    .insertInto('nomination_settings')
    .values({ campaign_id: campaignId, ...columns })
    .onConflict((oc) => oc.column('campaign_id').doUpdateSet(columns))
    .execute();
}
