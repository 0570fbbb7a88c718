import { createStore } from 'jotai';
import { aCampaign, aTest } from '../testing/fixtures';
import { selectedCampaignAtom } from './campaigns';
import { clearSessionAtom } from './clear';
import { currentTestAtom, markTestCompleteAtom, withLocalProgressAtom } from './tests';

describe('tests state', () => {
  it('marks a test complete locally, in the list and as the current test, for its campaign only', () => {
    const store = createStore();
    store.set(selectedCampaignAtom, aCampaign({ id: 4 }));
    store.set(currentTestAtom, aTest({ id: 2, status: 'incomplete' }));
    store.set(markTestCompleteAtom, 2);

    expect(store.get(currentTestAtom)?.status).toBe('complete');
    const tests = [aTest({ id: 1, status: 'incomplete' }), aTest({ id: 2, status: 'incomplete' })];
    expect(store.get(withLocalProgressAtom)(4, tests).map((t) => t.status)).toEqual(['incomplete', 'complete']);
    expect(store.get(withLocalProgressAtom)(5, tests).map((t) => t.status)).toEqual(['incomplete', 'incomplete']);
  });

  it('forgets the current test and the local completions when the session ends', () => {
    const store = createStore();
    store.set(selectedCampaignAtom, aCampaign({ id: 4 }));
    store.set(currentTestAtom, aTest({ id: 2 }));
    store.set(markTestCompleteAtom, 2);
    store.set(clearSessionAtom);
    expect(store.get(currentTestAtom)).toBeNull();
    expect(store.get(withLocalProgressAtom)(4, [aTest({ id: 2 })])[0]?.status).toBe('not attempted');
  });
});
