import type { RemoteName } from '@skillup/shared/api/contract';
import { areaLoader } from './defaultLoader';

/**
 * Starts loading an area before the route that shows it mounts (docs/performance.md): the
 * campaign's versions, the manifest, the entry and the exposed module arrive while the
 * campaign is being entered and the private pages' code loads. The area joins the same load
 * when it mounts; a failure is left for it to show, with its Retry.
 */
export function prefetchArea(remote: RemoteName, campaignId: number): void {
  areaLoader.load(remote, campaignId).catch(() => undefined);
}
