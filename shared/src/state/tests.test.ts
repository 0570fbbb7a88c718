import { createStore } from 'jotai';
import { aTest } from '../testing/fixtures';
import { clearSessionAtom } from './clear';
import { currentTestAtom, markTestCompleteAtom, withLocalProgressAtom } from './tests';

describe('tests state', () => {
  it('marks a test complete locally, in the list and as the current test, for its campaign only', () => {
    const store = createStore();
    store.set(currentTestAtom, aTest({ id: 2, status: 'incomplete' }));
    store.set(markTestCompleteAtom, { campaignId: 4, testId: 2 });

    expect(store.get(currentTestAtom)?.status).toBe('complete');
    const tests = [aTest({ id: 1, status: 'incomplete' }), aTest({ id: 2, status: 'incomplete' })];
    expect(
      store
        .get(withLocalProgressAtom)(4, tests)
        .map((t) => t.status),
    ).toEqual(['incomplete', 'complete']);
    expect(
      store
        .get(withLocalProgressAtom)(5, tests)
        .map((t) => t.status),
    ).toEqual(['incomplete', 'incomplete']);
  });

  it('forgets the current test and the local completions when the session ends', () => {
    const store = createStore();
    store.set(currentTestAtom, aTest({ id: 2 }));
    store.set(markTestCompleteAtom, { campaignId: 4, testId: 2 });
    store.set(clearSessionAtom);
    expect(store.get(currentTestAtom)).toBeNull();
    expect(store.get(withLocalProgressAtom)(4, [aTest({ id: 2 })])[0]?.status).toBe('not attempted');
  });
});

describe('the current test across a reload', () => {
  beforeEach(() => sessionStorage.clear());

  /** The page loaded again: the module reads the tab's storage afresh. */
  function reloaded(): typeof import('./tests') {
    let fresh: typeof import('./tests') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual('./tests');
    });
    return fresh!;
  }

  it('comes back when the page is loaded again in the same tab', () => {
    const test = aTest({ id: 42, name: 'In-Basket' });
    createStore().set(currentTestAtom, test);
    expect(createStore().get(reloaded().currentTestAtom)).toEqual(test);
  });

  it('reads what is not a test as none', () => {
    sessionStorage.setItem('sk_fe:currentTest', JSON.stringify({ id: 'x', name: 3 }));
    expect(createStore().get(reloaded().currentTestAtom)).toBeNull();
    sessionStorage.setItem('sk_fe:currentTest', '{not json');
    expect(createStore().get(reloaded().currentTestAtom)).toBeNull();
  });

  it('is forgotten with the session', () => {
    const store = createStore();
    store.set(currentTestAtom, aTest({ id: 7 }));
    store.set(clearSessionAtom);
    expect(sessionStorage.getItem('sk_fe:currentTest')).toBeNull();
  });

  it('is forgotten with a session cleared before the tests state has loaded, as on the login page', () => {
    createStore().set(currentTestAtom, aTest({ id: 7 }));
    let clear: typeof import('./clear') | undefined;
    jest.isolateModules(() => {
      clear = jest.requireActual('./clear');
    });
    createStore().set(clear!.clearSessionAtom);
    expect(createStore().get(reloaded().currentTestAtom)).toBeNull();
  });
});
