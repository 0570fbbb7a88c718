import { isApiError, sessionUserAtom } from '@skillup/shared';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { restoreSession } from './restoreSession';

export type RestoredSession =
  | { status: 'ready' | 'restoring' | 'signed-out' }
  /** The session could not be checked (offline, timeout): the user may retry. */
  | { status: 'failed'; messageKey: string };

type Outcome = { status: 'pending' } | { status: 'signed-out' } | { status: 'failed'; messageKey: string };

/**
 * The session the private routes need: the one in the store after a login, or the one
 * the server still holds after a reload.
 */
export function useRestoredSession(): RestoredSession & { retry: () => void } {
  const store = useStore();
  const user = useAtomValue(sessionUserAtom);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // Checked once per attempt, not on every change of the user: a logout must not restore.
    if (store.get(sessionUserAtom)) return;
    let current = true;
    setOutcome({ status: 'pending' });
    restoreSession(store).catch((error: unknown) => {
      if (!current) return;
      if (isApiError(error) && error.kind === 'unauthorised') setOutcome({ status: 'signed-out' });
      else setOutcome({ status: 'failed', messageKey: isApiError(error) ? error.messageKey : 'errors.generic' });
    });
    return () => {
      current = false;
    };
  }, [store, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (user) return { status: 'ready', retry };
  if (outcome.status === 'pending') return { status: 'restoring', retry };
  return { ...outcome, retry };
}
