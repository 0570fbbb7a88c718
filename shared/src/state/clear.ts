import { atom } from 'jotai';
import { campaignListAtom, privacyAgreementAtom, selectedCampaignAtom } from './campaigns';
import { resetFlowAtom } from './flow';
import { sessionUserAtom } from './session';
import { clearTestsAtom } from './tests';

/** Forgets everything the session loaded: on logout and when the session expires. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionUserAtom, null);
  set(campaignListAtom, []);
  set(selectedCampaignAtom, null);
  set(clearTestsAtom);
  set(privacyAgreementAtom, null);
  set(resetFlowAtom);
});
