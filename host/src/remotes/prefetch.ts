import type { CampaignRemotes, RemoteName } from '@skillup/shared/api/contract';
import { areaLoader } from './defaultLoader';
import type { AreaPrefetch } from '@skillup/shared/query';

/**
 * Starts loading an area before the route that shows it mounts (docs/performance.md): the
 * campaign's versions (unless the caller holds them already), the manifest, the entry and
 * the exposed module arrive while the campaign is being entered and the private pages' code
 * loads. The area joins the same load when it mounts, and shows a failure with its Retry. The
 * answer is the area's `prefetch`, as soon as its module naming one is there.
 */
export function prefetchArea(remote: RemoteName, campaignId: number, remotes?: CampaignRemotes): Promise<AreaPrefetch | undefined> {
  if (remotes) areaLoader.knowRemotes(campaignId, { remotes });
  return areaLoader.loadPrefetch(remote, campaignId);
}
