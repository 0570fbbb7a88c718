import { clearSessionAtom, languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { isApiError, logout } from '@skillup/shared/api';
import { signedInLanguage } from '../public/publicLanguage';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { destinationAfterLogin } from '../campaigns/destination';
import { useEnterCampaign } from '../campaigns/useEnterCampaign';
import { loadAreaSignIn, loadSessionCache } from '../app/signInModules';
import { browserTimezone } from '../forms';
import { afterLogin } from './afterLogin';
import { loginError, type LoginError } from './loginError';
import { useLoginNavigation } from './loginNavigation';
import { prefetchHome } from './prefetchHome';
import { login } from '../api/auth';

/**
 * Signs in and routes the user on (docs/behaviour.md §2.3); a failure is the form's message
 * (loginError.ts). Unlike the app's other writes it keeps its own pending state rather than
 * a useMutation: the login page renders outside the query layer (app/router.tsx, LoginApp.tsx),
 * which it does not download.
 */
export function useSignIn() {
  const store = useStore();
  const { navigate, location, warmPages } = useLoginNavigation();
  const enterCampaign = useEnterCampaign();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginError | null>(null);

  /** A login that leads nowhere must not leave a session behind. */
  const endSession = useCallback(async () => {
    await logout().catch(() => undefined);
    store.set(clearSessionAtom);
  }, [store]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      setFailure(null);
      setPending(true);
      warmPages();
      try {
        let response;
        try {
          response = await login({ username, password, timezone: browserTimezone() });
        } catch (error) {
          if (isApiError(error) && error.code === 'NO_ACTIVE_CAMPAIGN') await endSession();
          setFailure(loginError(error));
          return;
        }
        const next = afterLogin(response);
        if (next.kind === 'new-password') {
          navigate(next.path, { replace: true });
          return;
        }
        try {
          if ('user' in response) (await loadAreaSignIn()).acceptSignInAreas(store, response);
        } catch {
          // The app's code cannot be loaded: signed in, the person would have nowhere to go.
          await endSession();
          setFailure({ key: 'errors.generic' });
          return;
        }
        // Staff land on their own area when it declares so; a person with no campaign may still have one to open.
        const landing = 'user' in response ? response.landing : null;
        if ((next.kind === 'no-campaign' && landing === null) || !('user' in response)) {
          await endSession();
          setFailure({ key: 'errors.noActiveCampaign' });
          return;
        }
        // Kept for the pages after this one, which load the same code: nothing waits for it but them.
        // Should it not load, they ask for the list themselves.
        const campaigns = response.campaigns;
        const listKept = loadSessionCache()
          .then((cache) => cache.keepCampaignList(campaigns))
          .catch(() => undefined);
        store.set(languageAtom, signedInLanguage(response.user.lang));
        store.set(sessionUserAtom, response.user);
        if (landing !== null) {
          // The page first asked for still comes first: a campaign's page leads through the campaign choice.
          const destination = destinationAfterLogin(location.state);
          await listKept;
          navigate(destination === '/' ? landing : destination, { replace: true, state: location.state });
          return;
        }
        if (next.kind === 'no-campaign') return;
        if (next.kind === 'choose-campaign') {
          await listKept;
          navigate('/select-campaign', { replace: true, state: location.state });
          return;
        }
        const entered = response.campaigns.find((campaign) => campaign.id === next.campaignId);
        // Home is where this login leads: its area loads while the campaign is entered.
        if (entered && response.user.privacy && destinationAfterLogin(location.state) === '/') prefetchHome(entered, response.user, response.remotes);
        try {
          const { privacy } = await enterCampaign(next.campaignId, next.lang);
          await listKept;
          navigate(privacy ? destinationAfterLogin(location.state) : '/privacy', { replace: true, state: location.state });
        } catch (error) {
          setFailure({ key: isApiError(error) ? error.messageKey : 'errors.generic' });
        }
      } finally {
        setPending(false);
      }
    },
    [endSession, enterCampaign, location.state, navigate, store, warmPages],
  );

  return { signIn, pending, failure };
}
