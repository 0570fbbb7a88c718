import type { UserTest } from '@skillup/shared/api/contract';
import type { CalendarTest } from '@skillup/shared/calendar';

/** What the calendar rules read of the campaign's tests. */
export function calendarTests(tests: readonly UserTest[]): CalendarTest[] {
  return tests.map(({ id, prerequisites, status }) => ({ id, prerequisites, status }));
}
