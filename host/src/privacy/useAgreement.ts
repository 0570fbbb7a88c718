import { isApiError } from '@skillup/shared/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { agreementQuery } from './agreementQuery';

export type Agreement =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  /** Nobody is signed in: consent needs a session. */
  | { status: 'signed-out' }
  /** The notice is the campaign's: the user has to choose one first (docs/behaviour.md §8). */
  | { status: 'no-campaign' }
  | { status: 'failed'; messageKey: string };

/** docs/behaviour.md §2.6: the notice the campaign selection sent, or loaded when absent. */
export function useAgreement(): Agreement & { retry: () => void } {
  const queryClient = useQueryClient();
  // Decided when the page opens: a logout from here clears the notice and must not fetch it again.
  const [fetchIt] = useState(() => queryClient.getQueryData(agreementQuery.queryKey) === undefined);
  const query = useQuery({ ...agreementQuery, enabled: fetchIt });
  const retry = () => void query.refetch();

  const html = query.data;
  if (html !== undefined) return { status: 'ready', html, retry };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.kind === 'unauthorised') return { status: 'signed-out', retry };
    if (isApiError(error) && error.code === 'NO_SELECTED_CAMPAIGN') return { status: 'no-campaign', retry };
    return { status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic', retry };
  }
  return { status: 'loading', retry };
}
