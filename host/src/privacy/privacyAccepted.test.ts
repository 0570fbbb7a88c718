import { createStore } from 'jotai';
import { aCampaign, aUser } from '@skillup/shared/testing';
import { QueryClient } from '@tanstack/react-query';
import { selectedCampaignQuery } from '@skillup/shared/query';
import { sessionUserAtom } from '@skillup/shared/state';
import { markPrivacyAccepted } from './privacyAccepted';

describe('markPrivacyAccepted', () => {
  it('marks the user and the selected campaign as accepted', () => {
    const store = createStore();
    const queryClient = new QueryClient();
    store.set(sessionUserAtom, aUser({ privacy: false }));
    queryClient.setQueryData(selectedCampaignQuery.queryKey, aCampaign({ privacy: false }));
    markPrivacyAccepted(store, queryClient);
    expect(store.get(sessionUserAtom)?.privacy).toBe(true);
    expect(queryClient.getQueryData(selectedCampaignQuery.queryKey)?.privacy).toBe(true);
  });

  it('changes nothing when nobody is signed in and no campaign is entered', () => {
    const store = createStore();
    const queryClient = new QueryClient();
    markPrivacyAccepted(store, queryClient);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(queryClient.getQueryData(selectedCampaignQuery.queryKey)).toBeUndefined();
  });
});
