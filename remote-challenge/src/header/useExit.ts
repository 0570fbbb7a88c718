import { clearSessionAtom, logout, queueStateAtom, stopQueue } from '@skillup/shared';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Leaving the challenge signs out, but only once the progress still queued has reached
 * the server (docs/behaviour.md §2.15), so finishing a test and exiting at once loses nothing.
 */
export function useExit() {
  const store = useStore();
  const navigate = useNavigate();
  const { pending } = useAtomValue(queueStateAtom);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pending > 0) return;
    let current = true;
    void (async () => {
      await logout().catch(() => undefined);
      if (!current) return;
      stopQueue();
      await navigate('/login', { replace: true });
      store.set(clearSessionAtom);
    })();
    return () => {
      current = false;
    };
  }, [leaving, pending, navigate, store]);

  const exit = useCallback(() => setLeaving(true), []);
  return { exit, leaving };
}
