import type { UserCampaign } from '../api/contract';

/**
 * Whether tests of the campaign may still be started or continued: not once it is closed,
 * when it is entered only to read its report and the server refuses every write
 * (docs/areas/admin.md, "Lifecycle"). Every theme asks here, so none offers what the server
 * would then refuse.
 */
export function canAnswer(campaign: Pick<UserCampaign, 'closed'>): boolean {
  return !campaign.closed;
}
