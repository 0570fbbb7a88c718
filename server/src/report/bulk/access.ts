import type { Kysely } from 'kysely';
import { roleKind } from '../../auth/roles';
import type { AccountRow } from '../../auth/users';
import type { Database } from '../../db/schema';
import { forbidden } from '../../http/api-error';
import { visibleCampaign, type ReportCampaign } from '../access';

/**
 * All reports of a campaign go to the people who run it for the company, admin and
 * superassessor; a campaign of another company answers 404 as if it did not exist, an
 * assessor or a participant 403.
 */
export async function bulkCampaign(db: Kysely<Database>, account: AccountRow, campaignId: number): Promise<ReportCampaign> {
  const campaign = await visibleCampaign(db, account, campaignId);
  const kind = roleKind(account);
  if (campaign.companyId !== account.company_id || (kind !== 'admin' && kind !== 'superassessor')) {
    throw forbidden('only an admin or superassessor of the company downloads all reports of a campaign');
  }
  return campaign;
}
