import { createStore } from 'jotai';
import { aCampaign, aUser } from '../testing/fixtures';
import { campaignListAtom, privacyAgreementAtom, selectedCampaignAtom } from './campaigns';
import { addFlowStepAtom, flowAtom } from './flow';
import { clearSessionAtom } from './clear';
import { sessionUserAtom } from './session';

describe('clearSessionAtom', () => {
  it('forgets the user, the campaigns, the notice and the flow', () => {
    const store = createStore();
    store.set(sessionUserAtom, aUser());
    store.set(selectedCampaignAtom, aCampaign());
    store.set(campaignListAtom, [{ id: 3, theme: 'skillup', languages: [], user: { lang: 'it', accessDate: null } }]);
    store.set(privacyAgreementAtom, '<p>notice</p>');
    store.set(addFlowStepAtom, '/tests');
    store.set(clearSessionAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(selectedCampaignAtom)).toBeNull();
    expect(store.get(campaignListAtom)).toEqual([]);
    expect(store.get(privacyAgreementAtom)).toBeNull();
    expect(store.get(flowAtom).steps).toEqual([]);
  });
});
