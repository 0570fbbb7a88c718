import { isApiError } from '@skillup/shared/api';
import { languageAtom, selectedCampaignAtom } from '@skillup/shared/state';
import { toLanguage } from '@skillup/shared/i18n';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { getUserCampaign } from '../api/campaigns';

export type CurrentCampaign =
  | { status: 'ready'; campaign: UserCampaign }
  | { status: 'loading' }
  /** docs/behaviour.md §8: the session has no campaign yet ('no selected campaign found'). */
  | { status: 'none' }
  /** docs/behaviour.md §8: NO_PRIVACY_CONSENT. */
  | { status: 'no-consent' }
  | { status: 'failed'; messageKey: string };

/** The session's campaign: the one just selected, or the server's after a reload. */
export function useCurrentCampaign(): CurrentCampaign & { retry: () => void } {
  const store = useStore();
  const campaign = useAtomValue(selectedCampaignAtom);
  // The choice the user makes is client state; the server is asked only when the page opens
  // without one (after a reload), never again once the choice is cleared on logout.
  const [restore] = useState(() => !store.get(selectedCampaignAtom));
  const query = useQuery({
    queryKey: ['restoredCampaign'],
    queryFn: async () => {
      const restored = await getUserCampaign();
      store.set(languageAtom, toLanguage(restored.user.lang ?? restored.lang));
      store.set(selectedCampaignAtom, restored);
      return restored;
    },
    enabled: restore,
    staleTime: Infinity,
    gcTime: 0,
  });
  const retry = () => void query.refetch();

  if (campaign) return { status: 'ready', campaign, retry };
  if (query.isError) {
    const error = query.error;
    if (!isApiError(error) || error.kind === 'offline' || error.kind === 'timeout') {
      return { status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic', retry };
    }
    if (error.code === 'NO_PRIVACY_CONSENT') return { status: 'no-consent', retry };
    if (error.kind === 'http' && error.status !== undefined && error.status < 500) return { status: 'none', retry };
    if (error.kind === 'http') return { status: 'failed', messageKey: error.messageKey, retry };
    // 'unauthorised' is the expired-session handler's: it is already on its way to /login.
  }
  return { status: 'loading', retry };
}
