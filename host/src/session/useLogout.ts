import { clearSessionAtom, logout, sessionUserAtom } from '@skillup/shared';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * SPEC §8: the session ends here even when the server says it had already ended.
 * SPEC §2.15: users who enter through their company's sign-in leave to /sso/logout.
 */
export function useLogout() {
  const store = useStore();
  const navigate = useNavigate();
  return useCallback(async () => {
    const hasSSO = store.get(sessionUserAtom)?.hasSSO === true;
    await logout().catch(() => undefined);
    await navigate(hasSSO ? '/sso/logout' : '/login', { replace: true });
    store.set(clearSessionAtom);
  }, [navigate, store]);
}
