import type { RemotesResponse } from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

/** Which version of each remote the campaign loads, with the default to fall back on. */
export async function getRemotes(campaignId: number): Promise<RemotesResponse> {
  const { data } = await http.get<RemotesResponse>(paths.remotes, { params: { campaignId } });
  return data;
}
