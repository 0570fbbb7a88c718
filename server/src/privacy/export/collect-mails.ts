import type { Kysely } from 'kysely';
import { mailsDb } from '../../campaign-mail/mails-table';
import type { Database } from '../../db/schema';
import { campaignName } from '../../report/reads/campaign-name';
import { iso, type ExportScope } from './export-scope';

/** The mails sent, or meant, to the person about their campaigns (docs/jobs.md, "Campaign mails"). */
export async function collectMails(db: Kysely<Database>, scope: ExportScope) {
  const rows = await mailsDb(db)
    .selectFrom('campaign_mails as m')
    .innerJoin('campaigns as c', 'c.id', 'm.campaign_id')
    .where('m.user_id', '=', scope.userId)
    .select(['m.campaign_id', 'c.languages', 'm.kind', 'm.state', 'm.planned_at', 'm.sent_at', 'm.error'])
    .orderBy('m.planned_at')
    .orderBy('m.id')
    .execute();
  return rows.map((m) => ({
    campaignId: m.campaign_id,
    campaign: campaignName(m.languages, scope.lang),
    kind: m.kind,
    state: m.state,
    plannedAt: iso(m.planned_at),
    sentAt: iso(m.sent_at),
    error: m.error,
  }));
}
