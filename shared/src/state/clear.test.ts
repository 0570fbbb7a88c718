import { createStore } from 'jotai';
import { aCampaign, aUser } from '../testing/fixtures';
import { selectedCampaignAtom } from './campaigns';
import { addFlowStepAtom, flowAtom } from './flow';
import { clearSessionAtom } from './clear';
import { sessionUserAtom } from './session';

describe('clearSessionAtom', () => {
  it('forgets the user, the campaign and the flow', () => {
    const store = createStore();
    store.set(sessionUserAtom, aUser());
    store.set(selectedCampaignAtom, aCampaign());
    store.set(addFlowStepAtom, '/tests');
    store.set(clearSessionAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(selectedCampaignAtom)).toBeNull();
    expect(store.get(flowAtom).steps).toEqual([]);
  });
});
