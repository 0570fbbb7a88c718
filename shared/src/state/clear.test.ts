import { createStore } from 'jotai';
import { aCampaign, aUser } from '../testing/fixtures';
import { campaignListAtom, selectedCampaignAtom } from './campaigns';
import { clearSessionAtom } from './clear';
import { sessionUserAtom } from './session';

describe('clearSessionAtom', () => {
  it('forgets the user and the campaigns', () => {
    const store = createStore();
    store.set(sessionUserAtom, aUser());
    store.set(selectedCampaignAtom, aCampaign());
    store.set(campaignListAtom, [{ id: 3, theme: 'skillup', languages: [], user: { lang: 'it', accessDate: null } }]);
    store.set(clearSessionAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(selectedCampaignAtom)).toBeNull();
    expect(store.get(campaignListAtom)).toEqual([]);
  });
});
