import { createStore } from 'jotai';
import { aCampaign, aUser } from '@skillup/shared/testing';
import { selectedCampaignAtom, sessionUserAtom } from '@skillup/shared/state';
import { privacyAcceptedAtom } from './privacyAccepted';

describe('privacyAcceptedAtom', () => {
  it('marks the user and the selected campaign as accepted', () => {
    const store = createStore();
    store.set(sessionUserAtom, aUser({ privacy: false }));
    store.set(selectedCampaignAtom, aCampaign({ privacy: false }));
    store.set(privacyAcceptedAtom);
    expect(store.get(sessionUserAtom)?.privacy).toBe(true);
    expect(store.get(selectedCampaignAtom)?.privacy).toBe(true);
  });

  it('changes nothing when nobody is signed in', () => {
    const store = createStore();
    store.set(privacyAcceptedAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
  });
});
