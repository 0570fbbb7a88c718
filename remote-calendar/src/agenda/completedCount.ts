import type { CalendarTest } from '@skillup/shared/calendar';

/**
 * docs/behaviour.md §2.10: 'Completato!' also opens when the number of completed tests has
 * changed since the Agenda last showed a non-empty list, which is how a participant coming
 * back from an activity learns it counted. The counts live as long as the page does.
 */
export function completedCountTracker() {
  const lastCounts = new Map<number, number>();
  return (campaignId: number, tests: readonly CalendarTest[]): boolean => {
    if (tests.length === 0) return false;
    const count = tests.filter((test) => test.status === 'complete').length;
    const previous = lastCounts.get(campaignId);
    lastCounts.set(campaignId, count);
    return previous !== undefined && previous !== count;
  };
}

export const completedCountChanged = completedCountTracker();
