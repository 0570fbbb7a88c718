import { isApiError } from '@skillup/shared/api';
import { selectedCampaignQuery } from '@skillup/shared/query';
import { languageAtom } from '@skillup/shared/state';
import { toLanguage } from '@skillup/shared/i18n';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
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

/**
 * The session's campaign: the one just entered, or the server's after a reload. It is server
 * data, kept in the query cache (`selectedCampaignQuery`): the server is asked only when the page
 * opens without it, never again once the session's end has emptied the cache.
 */
export function useCurrentCampaign(): CurrentCampaign & { retry: () => void } {
  const store = useStore();
  const queryClient = useQueryClient();
  const [restore] = useState(() => queryClient.getQueryData(selectedCampaignQuery.queryKey) === undefined);
  const query = useQuery({
    ...selectedCampaignQuery,
    queryFn: restore
      ? async () => {
          const restored = await getUserCampaign();
          store.set(languageAtom, toLanguage(restored.user.lang ?? restored.lang));
          return restored;
        }
      : skipToken,
  });
  const retry = () => void query.refetch();

  const campaign = query.data;
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
