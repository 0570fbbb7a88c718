import type { CampaignRemotes, RemoteName } from '@skillup/shared/api/contract';
import { areaLoader } from './defaultLoader';
import type { LoadedArea } from './areaLoader';

/**
 * Starts loading an area before the route that shows it mounts (docs/performance.md): the
 * campaign's versions (unless the caller holds them already), the manifest, the entry and
 * the exposed module arrive while the campaign is being entered and the private pages' code
 * loads. The area joins the same load when it mounts, and shows a failure with its Retry: the
 * caller only decides what else to start once the area is there.
 */
export function prefetchArea(remote: RemoteName, campaignId: number, remotes?: CampaignRemotes): Promise<LoadedArea> {
  if (remotes) areaLoader.knowRemotes(campaignId, { remotes });
  return areaLoader.load(remote, campaignId);
}
