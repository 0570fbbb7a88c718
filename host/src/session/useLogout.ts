import { clearSessionAtom, logout } from '@skillup/shared';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** SPEC §8: the session ends here even when the server says it had already ended. */
export function useLogout() {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout().catch(() => undefined);
    await navigate('/login', { replace: true });
    store.set(clearSessionAtom);
  }, [navigate, store]);
}
