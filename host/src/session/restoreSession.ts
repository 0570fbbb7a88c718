import { languageAtom, sessionUserAtom, type AppStore } from '@skillup/shared/state';
import type { QueryClient } from '@tanstack/react-query';
import { me } from '../api/auth';
import { getRemotes } from '../api/remotes';
import { areaMapAtom } from '../areas/areaMap';
import { campaignListQuery } from '../campaigns/campaignListQuery';
import { signedInLanguage } from '../public/publicLanguage';

/** After a reload: who is signed in, their campaigns and the areas they may open outside them. Rejects when nobody is. */
export async function restoreSession(store: AppStore, queryClient: QueryClient): Promise<void> {
  const user = await me();
  const [, areas] = await Promise.all([queryClient.fetchQuery(campaignListQuery), getRemotes(null)]);
  store.set(areaMapAtom, user.id, areas.remotes);
  store.set(languageAtom, signedInLanguage(user.lang));
  // Last: the user is what the guard waits for.
  store.set(sessionUserAtom, user);
}
