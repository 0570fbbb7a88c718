import type { CampaignRemotes, Theme } from '@skillup/shared/api/contract';
import { areaLoader } from './defaultLoader';
import type { AreaPrefetch } from '@skillup/shared/query';
import { homeRemote } from './homeRemote';

/**
 * Starts loading the home area of a campaign before the route that shows it mounts
 * (docs/performance.md): the campaign's versions (unless the caller holds them already), the
 * manifest, the entry and the exposed module arrive while the campaign is being entered and
 * the private pages' code loads. The area joins the same load when it mounts, and shows a
 * failure with its Retry. The answer is the area's `prefetch`, as soon as its module naming
 * one is there. This module imports no UI, so the login asks for it on its own: the areas'
 * components would make the manifest wait for their libraries.
 */
export function prefetchHomeArea(
  campaign: { id: number; theme: Theme },
  roleName: string | undefined,
  remotes?: CampaignRemotes,
): Promise<AreaPrefetch | undefined> {
  if (remotes) areaLoader.knowRemotes(campaign.id, { remotes });
  return areaLoader.loadPrefetch(homeRemote(campaign.theme, roleName), campaign.id);
}

/** A campaign's remote map as the area loader holds it: the areas it declares are mounted and offered in the header. */
export function campaignRemoteMap(campaignId: number) {
  return areaLoader.remotes(campaignId);
}
