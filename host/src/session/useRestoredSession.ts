import { isApiError } from '@skillup/shared/api';
import { sessionUserAtom } from '@skillup/shared/state';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useState } from 'react';
import { restoreSession } from './restoreSession';

export type RestoredSession =
  | { status: 'ready' | 'restoring' | 'signed-out' }
  /** The session could not be checked (offline, timeout): the user may retry. */
  | { status: 'failed'; messageKey: string };

/**
 * The session the private routes need: the one in the store after a login, or the one
 * the server still holds after a reload.
 */
export function useRestoredSession(): RestoredSession & { retry: () => void } {
  const store = useStore();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionUserAtom);
  // Asked only when the page opens with nobody in the store: a logout must not restore the session.
  const [restore] = useState(() => !store.get(sessionUserAtom));
  const query = useQuery({
    queryKey: ['restoredSession'],
    queryFn: async () => {
      await restoreSession(store, queryClient);
      return true;
    },
    enabled: restore,
    staleTime: Infinity,
    gcTime: 0,
  });
  const retry = () => void query.refetch();

  if (user) return { status: 'ready', retry };
  if (query.isError) {
    const error = query.error;
    if (isApiError(error) && error.kind === 'unauthorised') return { status: 'signed-out', retry };
    return { status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic', retry };
  }
  return { status: 'restoring', retry };
}
