import { createStore } from 'jotai';
import { aUser } from '../testing/fixtures';
import { addFlowStepAtom, flowAtom } from './flow';
import { clearSessionAtom } from './clear';
import { sessionUserAtom } from './session';

describe('clearSessionAtom', () => {
  it('forgets the user and the flow', () => {
    const store = createStore();
    store.set(sessionUserAtom, aUser());
    store.set(addFlowStepAtom, '/tests');
    store.set(clearSessionAtom);
    expect(store.get(sessionUserAtom)).toBeNull();
    expect(store.get(flowAtom).steps).toEqual([]);
  });
});
