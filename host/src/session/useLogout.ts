import { clearSessionAtom, sessionUserAtom } from '@skillup/shared/state';
import { getQueue, stopQueue } from '@skillup/shared/queue';
import { logout } from '@skillup/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { synchronizingAtom } from '../queue';

/**
 * docs/behaviour.md §8: the session ends here even when the server says it had already ended.
 * docs/behaviour.md §2.15: users who enter through their company's sign-in leave to /sso/logout.
 */
export function useEndSession() {
  const store = useStore();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const hasSSO = store.get(sessionUserAtom)?.hasSSO === true;
    await logout().catch(() => undefined);
    stopQueue();
    await navigate(hasSSO ? '/sso/logout' : '/login', { replace: true });
    store.set(clearSessionAtom);
    queryClient.clear();
  }, [navigate, queryClient, store]);
}

/** docs/behaviour.md §2.15: with progress still to send, the logout waits for the queue (the Synchronization modal). */
export function useLogout() {
  const store = useStore();
  const endSession = useEndSession();
  return useCallback(async () => {
    if (getQueue().state.pending > 0) {
      store.set(synchronizingAtom, true);
      return;
    }
    await endSession();
  }, [endSession, store]);
}
