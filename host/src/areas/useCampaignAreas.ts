import { useQuery } from '@tanstack/react-query';
import { loadAreaPrefetch } from '../app/signInModules';
import { declaredAreas } from './declaredAreas';

/**
 * The areas the selected campaign's remote map declares that need the campaign: the very map
 * the area loader reads (one request per campaign and page), loaded on demand with the loader.
 */
export function useCampaignAreas(campaignId: number | undefined) {
  return useQuery({
    queryKey: ['campaign-areas', campaignId],
    queryFn: async () => declaredAreas((await (await loadAreaPrefetch()).campaignRemoteMap(campaignId ?? 0)).remotes, true),
    enabled: campaignId !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}
