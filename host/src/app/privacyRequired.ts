import { setPrivacyRequiredHandler } from '@skillup/shared/api';
import type { FromState } from '../campaigns/destination';
import type { AppRouter } from './router';

/**
 * docs/behaviour.md §8: a call refused with NO_PRIVACY_CONSENT sends the user to /privacy, remembering
 * the page so the consent returns to it.
 */
export function handlePrivacyRequired(router: AppRouter) {
  return setPrivacyRequiredHandler(() => {
    const { pathname, search } = router.state.location;
    if (pathname === '/privacy') return;
    const state: FromState = { from: { pathname, search } };
    void router.navigate('/privacy', { replace: true, state });
  });
}
