import { campaignListAtom, languageAtom, sessionUserAtom, type AppStore } from '@skillup/shared/state';
import { toLanguage } from '@skillup/shared/i18n';
import { me } from '../api/auth';
import { listUserCampaigns } from '../api/campaigns';

/** After a reload: who is signed in, and their campaigns. Rejects when nobody is. */
export async function restoreSession(store: AppStore): Promise<void> {
  const user = await me();
  const campaigns = await listUserCampaigns();
  store.set(campaignListAtom, campaigns);
  store.set(languageAtom, toLanguage(user.lang));
  // Last: the user is what the guard waits for.
  store.set(sessionUserAtom, user);
}
