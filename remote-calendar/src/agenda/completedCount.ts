import type { AppStore } from '@skillup/shared';
import type { CalendarTest } from '@skillup/shared/calendar';
import { atom } from 'jotai';

/** The completed count the Agenda last showed, per campaign: client state of this page. */
const lastCountsAtom = atom<ReadonlyMap<number, number>>(new Map());

/**
 * docs/behaviour.md §2.10: 'Completato!' also opens when the number of completed tests has
 * changed since the Agenda last showed a non-empty list, which is how a participant coming
 * back from an activity learns it counted.
 */
export function completedCountChanged(store: AppStore, campaignId: number, tests: readonly CalendarTest[]): boolean {
  if (tests.length === 0) return false;
  const count = tests.filter((test) => test.status === 'complete').length;
  const counts = store.get(lastCountsAtom);
  const previous = counts.get(campaignId);
  store.set(lastCountsAtom, new Map(counts).set(campaignId, count));
  return previous !== undefined && previous !== count;
}
