import type { CampaignRemotes, RemoteName } from '@skillup/shared/api/contract';
import { areaLoader } from './defaultLoader';

/**
 * Starts loading an area before the route that shows it mounts (docs/performance.md): the
 * campaign's versions (unless the caller holds them already), the manifest, the entry and
 * the exposed module arrive while the campaign is being entered and the private pages' code
 * loads. The area joins the same load when it mounts; a failure is left for it to show, with
 * its Retry.
 */
export function prefetchArea(remote: RemoteName, campaignId: number, remotes?: CampaignRemotes): void {
  if (remotes) areaLoader.knowRemotes(campaignId, { remotes });
  areaLoader.load(remote, campaignId).catch(() => undefined);
}
