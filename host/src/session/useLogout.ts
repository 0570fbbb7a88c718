import { clearSessionAtom, getQueue, logout, stopQueue } from '@skillup/shared';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { synchronizingAtom } from '../queue';

/** SPEC §8: the session ends here even when the server says it had already ended. */
export function useEndSession() {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    stopQueue();
    await navigate('/login', { replace: true });
    store.set(clearSessionAtom);
  }, [navigate, store]);
}

/** SPEC §2.15: with progress still to send, the logout waits for the queue (the Synchronization modal). */
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
