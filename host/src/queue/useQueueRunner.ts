import { sessionUserAtom } from '@skillup/shared/state';
import { startQueue, stopQueue } from '@skillup/shared/queue';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';

/**
 * The signed-in user's progress goes to the server while a session is there; the queue
 * stops when it ends (logout, expiry) and another user's items wait for them.
 */
export function useQueueRunner() {
  const user = useAtomValue(sessionUserAtom);
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    startQueue({ id: userId }).catch((error: unknown) => console.error('The request queue did not start', error));
    return () => stopQueue();
  }, [userId]);
}
