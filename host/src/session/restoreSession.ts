import { campaignListAtom, languageAtom, sessionUserAtom, type AppStore } from '@skillup/shared/state';
import { me } from '../api/auth';
import { listUserCampaigns } from '../api/campaigns';
import { getRemotes } from '../api/remotes';
import { areaMapAtom } from '../areas/areaMap';
import { signedInLanguage } from '../public/publicLanguage';

/** After a reload: who is signed in, their campaigns and the areas they may open outside them. Rejects when nobody is. */
export async function restoreSession(store: AppStore): Promise<void> {
  const user = await me();
  const [campaigns, areas] = await Promise.all([listUserCampaigns(), getRemotes(null)]);
  store.set(areaMapAtom, user.id, areas.remotes);
  store.set(campaignListAtom, campaigns);
  store.set(languageAtom, signedInLanguage(user.lang));
  // Last: the user is what the guard waits for.
  store.set(sessionUserAtom, user);
}
