import { selectedCampaignQuery } from '@skillup/shared/query';
import { sessionUserAtom, type AppStore } from '@skillup/shared/state';
import type { QueryClient } from '@tanstack/react-query';

/** docs/behaviour.md §4: once consent is given, the user and the selected campaign have privacy accepted. */
export function markPrivacyAccepted(store: AppStore, queryClient: QueryClient): void {
  const user = store.get(sessionUserAtom);
  if (user) store.set(sessionUserAtom, { ...user, privacy: true });
  queryClient.setQueryData(selectedCampaignQuery.queryKey, (campaign) => campaign && { ...campaign, privacy: true });
}
