import type { RemotesResponse } from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

/**
 * Which version of each remote the campaign loads, with the default to fall back on; without
 * a campaign, the areas the user may open that need none (docs/remotes.md).
 */
export async function getRemotes(campaignId: number | null): Promise<RemotesResponse> {
  const { data } = await http.get<RemotesResponse>(paths.remotes, campaignId === null ? {} : { params: { campaignId } });
  return data;
}
