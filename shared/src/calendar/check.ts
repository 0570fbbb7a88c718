import type { CalendarStore } from '../api/contract';
import { parseDay, type CalendarBounds } from './days';
import { dayOfTest, dependantsOf, nextActivityDay, pickRefusal, reschedule, type CalendarTest, type PickRefusal } from './rules';

/** Why a new store cannot replace the previous one. */
export type StoreRefusal =
  PickRefusal | 'INVALID_DAY' | 'DUPLICATE_TEST' | 'TESTS_CHANGED' | 'POSITION_JUMP' | 'TOO_MANY_CHANGES' | 'DEPENDANTS_NOT_FOLLOWING';

export const STORE_REFUSAL_MESSAGES: Record<StoreRefusal, string> = {
  UNKNOWN_TEST: 'the agenda names a test that is not in this campaign',
  NOT_SCHEDULED: 'only a test already in the agenda can be rescheduled',
  COMPLETED: 'a completed test cannot be rescheduled',
  DISABLED: 'a test cannot be rescheduled before its prerequisites are complete',
  WEEKEND: 'a test cannot be scheduled on a Saturday or a Sunday',
  DAY_OFF: "a test cannot be scheduled on one of the company's days off",
  OCCUPIED: 'that day already has an activity',
  BEFORE_POSITION: 'a test cannot be scheduled before the current day of the agenda',
  OUTSIDE_CAMPAIGN: 'a test cannot be scheduled outside the days of the campaign',
  DEPENDANTS_DO_NOT_FIT: 'the tests that depend on this one do not fit on the working days after it',
  INVALID_DAY: 'the agenda holds a day that does not exist',
  DUPLICATE_TEST: 'a test is scheduled on more than one day',
  TESTS_CHANGED: 'tests cannot be added to or removed from the agenda',
  POSITION_JUMP: 'the current day can only move to the next scheduled activity',
  TOO_MANY_CHANGES: 'move one test, or go to the next activity, at a time',
  DEPENDANTS_NOT_FOLLOWING: 'the dependant tests must follow the rescheduled test on the next working days',
};

const sameTests = (a: CalendarStore['tests'], b: CalendarStore['tests']) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((day) => b[day]?.testId === a[day]?.testId);
};

/**
 * Whether `next` may replace `previous`: the same tests, and either one test rescheduled by the
 * rules (its dependants following), or the current position moved to the next activity, or
 * only the tutorial flag changed. Answers why not, or null.
 */
export function storeChangeRefusal(
  previous: CalendarStore,
  next: CalendarStore,
  tests: readonly CalendarTest[],
  bounds: CalendarBounds,
): StoreRefusal | null {
  const days = Object.keys(next.tests);
  if (!parseDay(next.currentPosition) || days.some((day) => !parseDay(day))) return 'INVALID_DAY';
  const ids = days.map((day) => next.tests[day]!.testId);
  if (ids.some((id) => !tests.some((test) => test.id === id))) return 'UNKNOWN_TEST';
  if (new Set(ids).size !== ids.length) return 'DUPLICATE_TEST';
  const previousIds = Object.values(previous.tests).map((entry) => entry.testId);
  if (ids.length !== previousIds.length || previousIds.some((id) => !ids.includes(id))) return 'TESTS_CHANGED';

  const testsChanged = !sameTests(previous.tests, next.tests);
  if (next.currentPosition !== previous.currentPosition) {
    if (testsChanged) return 'TOO_MANY_CHANGES';
    return next.currentPosition === nextActivityDay(previous) ? null : 'POSITION_JUMP';
  }
  if (!testsChanged) return null;

  const moved = ids.filter((id) => dayOfTest(previous, id) !== dayOfTest(next, id));
  if (moved.some((id) => tests.find((test) => test.id === id)?.status === 'complete')) return 'COMPLETED';
  const roots = moved.filter((id) => !moved.some((other) => other !== id && dependantsOf(previous, tests, other).includes(id)));
  if (roots.length !== 1) {
    // Two tests cannot share a day, so a move onto a taken day shows up as its occupant moved too.
    const refused = roots.map((id) => pickRefusal(previous, tests, id, dayOfTest(next, id)!, bounds)).find((why) => why !== null);
    return refused ?? 'TOO_MANY_CHANGES';
  }
  const root = roots[0]!;
  const day = dayOfTest(next, root)!;
  const refusal = pickRefusal(previous, tests, root, day, bounds);
  if (refusal) return refusal;
  return sameTests(reschedule(previous, tests, root, day, bounds.daysOff).tests, next.tests) ? null : 'DEPENDANTS_NOT_FOLLOWING';
}

/**
 * The agenda before the participant changes anything: each test on its start day, the current
 * position on the first of them (or the campaign's first day), the tutorial not seen.
 */
export function initialStore(starts: readonly { testId: number; day: string | null }[], bounds: CalendarBounds): CalendarStore {
  const scheduled = starts.filter((start): start is { testId: number; day: string } => start.day !== null && parseDay(start.day) !== null);
  const tests: CalendarStore['tests'] = {};
  for (const { testId, day } of scheduled) if (!tests[day]) tests[day] = { testId };
  const first = Object.keys(tests).sort()[0];
  return { tests, currentPosition: first ?? bounds.firstDay ?? '1970-01-01', hasSeenTutorial: false };
}
