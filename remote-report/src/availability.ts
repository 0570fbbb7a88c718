import type { UserCampaign } from '@skillup/shared/api/contract';

/** SPEC §6: a campaign has a report for its participant once it is COMPLETED or in REPORT. */
export function reportAvailable(campaign: Pick<UserCampaign, 'state'>): boolean {
  return campaign.state === 'COMPLETED' || campaign.state === 'REPORT';
}
