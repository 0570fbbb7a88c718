import { clearSessionAtom, sessionUserAtom, type AppStore } from '@skillup/shared/state';
import { setSessionExpiredHandler } from '@skillup/shared/api';
import type { AppRouter } from './router';
import type { FromState } from '../campaigns/destination';
import { notifyAtom } from './notifications';
import { loadQueryLayout } from './signInModules';

/** Pages that need no session: an expiry there changes nothing. */
const PUBLIC_PATHS = ['/login', '/reset', '/privacy', '/new_password/'];

/**
 * docs/behaviour.md §6, §8: a 401 or 403 clears the session and sends the user to /login, remembering
 * the page so the next login returns to it.
 */
export function handleSessionExpiry(store: AppStore, router: AppRouter) {
  return setSessionExpiredHandler(() => {
    // A page opened after the session ended has nothing cached (and its own check in flight).
    const hadSession = store.get(sessionUserAtom) !== null;
    store.set(clearSessionAtom);
    // Loaded on demand, as the cache itself is: the login page needs neither.
    if (hadSession) void loadQueryLayout().then(({ queryClient }) => queryClient.clear());
    const { pathname, search } = router.state.location;
    if (PUBLIC_PATHS.some((path) => pathname.startsWith(path))) return;
    store.set(notifyAtom, { key: 'session', status: 'warning', messageKey: 'errors.sessionExpired' });
    const state: FromState = { from: { pathname, search } };
    void router.navigate('/login', { replace: true, state });
  });
}
