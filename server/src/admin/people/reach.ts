import type { Kysely } from 'kysely';
import type { CampaignLifecycle, Database } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { campaignInReach as campaignRowInReach } from '../campaign-in-reach';
import type { HrCaller } from '../caller';

export interface CampaignInReach {
  id: number;
  companyId: number;
  state: CampaignLifecycle;
}

export const personNotFound = () => new ApiError(404, 'PERSON_NOT_FOUND', 'person not found');

/** A campaign of the caller's company (any, for operations); another company's is not found. */
export async function campaignInReach(db: Kysely<Database>, caller: HrCaller, campaignId: number): Promise<CampaignInReach> {
  const row = await campaignRowInReach(db, caller, campaignId);
  return { id: row.id, companyId: row.company_id, state: row.state };
}

/** Nobody joins a closed campaign: its answers are final. */
export function refuseClosed(campaign: CampaignInReach): void {
  if (campaign.state === 'CLOSED') throw new ApiError(409, 'CAMPAIGN_CLOSED', 'The campaign is closed: nobody can be added to it any more.');
}

/** A person enrolled in the campaign; anyone else is not found. */
export async function enrolledInReach(db: Kysely<Database>, campaign: CampaignInReach, userId: number) {
  const row = await db
    .selectFrom('user_campaigns as uc')
    .innerJoin('users as u', 'u.id', 'uc.user_id')
    .select(['u.id', 'u.active', 'uc.state'])
    .where('uc.campaign_id', '=', campaign.id)
    .where('uc.user_id', '=', userId)
    .where('u.company_id', '=', campaign.companyId)
    .executeTakeFirst();
  if (!row) throw personNotFound();
  return row;
}
