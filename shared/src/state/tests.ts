import { Value } from '@sinclair/typebox/value';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { UserTest } from '../api/contract/tests';
import { clearWithSession, CURRENT_TEST_KEY } from './clear';

/**
 * The tab's current test survives a reload, so a person reloading an activity comes back
 * to it; what does not read as a test (edited, from an older version) counts as none.
 */
const currentTestStorage = {
  getItem(key: string, initialValue: UserTest | null): UserTest | null {
    if (typeof sessionStorage === 'undefined') return initialValue;
    try {
      const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
      return Value.Check(UserTest, stored) ? stored : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: UserTest | null): void {
    if (typeof sessionStorage === 'undefined') return;
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  },
  removeItem(key: string): void {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key);
  },
};

/** docs/behaviour.md §3 (tests state: current): the test the user previews, starts or runs. */
export const currentTestAtom = atomWithStorage<UserTest | null>(CURRENT_TEST_KEY, null, currentTestStorage, {
  getOnInit: true,
});

/**
 * Tests the interface marked complete before the server heard of it (docs/behaviour.md §4: the
 * interface may optimistically mark a test complete), as `campaignId:testId`.
 */
const locallyCompletedAtom = atom<ReadonlySet<string>>(new Set<string>());

const completionKey = (campaignId: number, testId: number) => `${campaignId}:${testId}`;

/** docs/behaviour.md §4: 'complete' from the activity marks the test complete here at once. */
export const markTestCompleteAtom = atom(null, (get, set, { campaignId, testId }: { campaignId: number; testId: number }) => {
  set(locallyCompletedAtom, new Set([...get(locallyCompletedAtom), completionKey(campaignId, testId)]));
  const current = get(currentTestAtom);
  if (current?.id === testId) set(currentTestAtom, { ...current, status: 'complete' });
});

/** The campaign's tests as the server sent them, with the local completions applied. */
export const withLocalProgressAtom = atom((get) => {
  const done = get(locallyCompletedAtom);
  return (campaignId: number, tests: readonly UserTest[]): UserTest[] =>
    tests.map((test) => (done.has(completionKey(campaignId, test.id)) ? { ...test, status: 'complete' } : test));
});

clearWithSession((set) => {
  set(currentTestAtom, null);
  set(locallyCompletedAtom, new Set<string>());
});
