import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { UserCampaign } from '../api/contract';

/**
 * The campaign the session works in, as the server answered it, in the page's query cache
 * (docs/architecture.md, "Client and server state"). The host puts it there when a campaign is
 * entered, and asks the server for it when a page opens without one (after a reload); areas
 * only read it: they render below the host's campaign gate, so it is there before they are.
 * It stays until the session ends, when the whole cache is emptied.
 */
export const selectedCampaignQuery = queryOptions<UserCampaign>({
  queryKey: ['session', 'selectedCampaign'] as const,
  queryFn: skipToken,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The session's campaign; null until one is entered or restored. */
export function useSelectedCampaign(): UserCampaign | null {
  return useQuery(selectedCampaignQuery).data ?? null;
}
