import type { UserTest } from '@skillup/shared/api/contract';
import { isValid, parse } from 'date-fns';

export interface AgendaDay {
  /** Midnight of the day, local time; null for the tests not scheduled yet. */
  date: Date | null;
  tests: UserTest[];
}

/** SPEC §3: calendar start dates travel as dd/MM/yyyy. */
export function parseStartDate(value: string | null): Date | null {
  if (!value) return null;
  const date = parse(value, 'dd/MM/yyyy', new Date(0));
  return isValid(date) ? date : null;
}

/**
 * The campaign's tests by the day they are scheduled on, earliest first, in display order
 * within a day; the ones without a (valid) date come last, together.
 */
export function agendaDays(tests: readonly UserTest[]): AgendaDay[] {
  const byDay = new Map<number, AgendaDay>();
  const unscheduled: UserTest[] = [];
  for (const test of tests) {
    const date = parseStartDate(test.startDate);
    if (!date) {
      unscheduled.push(test);
      continue;
    }
    const day = byDay.get(date.getTime()) ?? { date, tests: [] };
    day.tests.push(test);
    byDay.set(date.getTime(), day);
  }
  const days = [...byDay.values()].sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
  return unscheduled.length ? [...days, { date: null, tests: unscheduled }] : days;
}
