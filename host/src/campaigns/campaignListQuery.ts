import { queryOptions, useQuery } from '@tanstack/react-query';
import { listUserCampaigns } from '../api/campaigns';

/**
 * Every campaign the user takes part in. The login's answer carries it and a reload asks for
 * it (session/restoreSession.ts), before any private page shows: the pages read it from here.
 */
export const campaignListQuery = queryOptions({ queryKey: ['usercampaign', 'list'] as const, queryFn: listUserCampaigns, staleTime: Infinity });

export function useCampaignList() {
  return useQuery(campaignListQuery);
}
