import { clearSessionAtom, notifyAtom, setSessionExpiredHandler, type AppStore } from '@skillup/shared';
import type { createAppRouter } from './router';
import type { FromState } from '../campaigns/destination';

/** Pages that need no session: an expiry there changes nothing. */
const PUBLIC_PATHS = ['/login', '/reset', '/privacy', '/new_password/'];

/**
 * SPEC §6, §8: a 401 or 403 clears the session and sends the user to /login, remembering
 * the page so the next login returns to it.
 */
export function handleSessionExpiry(store: AppStore, router: ReturnType<typeof createAppRouter>) {
  return setSessionExpiredHandler(() => {
    store.set(clearSessionAtom);
    const { pathname, search } = router.state.location;
    if (PUBLIC_PATHS.some((path) => pathname.startsWith(path))) return;
    store.set(notifyAtom, { key: 'session', status: 'warning', messageKey: 'errors.sessionExpired' });
    const state: FromState = { from: { pathname, search } };
    void router.navigate('/login', { replace: true, state });
  });
}
