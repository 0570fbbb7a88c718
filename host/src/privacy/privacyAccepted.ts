import { atom } from 'jotai';
import { selectedCampaignAtom, sessionUserAtom } from '@skillup/shared/state';

/** docs/behaviour.md §4: once consent is given, the user and the selected campaign have privacy accepted. */
export const privacyAcceptedAtom = atom(null, (get, set) => {
  const user = get(sessionUserAtom);
  if (user) set(sessionUserAtom, { ...user, privacy: true });
  const campaign = get(selectedCampaignAtom);
  if (campaign) set(selectedCampaignAtom, { ...campaign, privacy: true });
});
