import { atom, type Setter } from 'jotai';
import { CACHE_PREFIX } from '../queue/settings';
import { resetFlowAtom } from './flow';
import { sessionUserAtom } from './session';

/** Where the tab keeps its current test (./tests.ts), so it survives a reload. */
export const CURRENT_TEST_KEY = `${CACHE_PREFIX}currentTest`;

type SessionClearer = (set: Setter) => void;

const clearers = new Set<SessionClearer>();

/**
 * State of the private pages adds here, as its module loads, what the session's end must
 * forget. The login page clears the session without loading that state: the current test's
 * check of what it reads back brings the contract's schemas and their library, 14 KB
 * compressed (docs/performance.md). A test kept in the tab is forgotten all the same, below.
 */
export function clearWithSession(clearer: SessionClearer): void {
  clearers.add(clearer);
}

/** Forgets everything the session loaded: on logout and when the session expires. */
export const clearSessionAtom = atom(null, (_get, set) => {
  set(sessionUserAtom, null);
  set(resetFlowAtom);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(CURRENT_TEST_KEY);
  for (const clear of clearers) clear(set);
});
