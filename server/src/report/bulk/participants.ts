import type { Kysely } from 'kysely';
import { roleKind } from '../../auth/roles';
import type { Database } from '../../db/schema';
import type { ReportCampaign } from '../access';

/** The participants of the campaign, in name order: staff enrolled to assess are not assessed. */
export async function campaignParticipants(db: Kysely<Database>, campaign: ReportCampaign): Promise<number[]> {
  const rows = await db
    .selectFrom('user_campaigns as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .where('uc.campaign_id', '=', campaign.id)
    .where('u.company_id', '=', campaign.companyId)
    .select(['u.id', 'u.role'])
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .orderBy('u.id')
    .execute();
  return rows.filter((r) => roleKind(r) === 'participant').map((r) => r.id);
}
