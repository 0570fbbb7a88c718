import type { CalendarStore, TestStatus } from '../api/contract';
import { isWorkingDay, nextWorkingDay, type CalendarBounds, type Day } from './days';

/** What the rules need to know of a test. */
export interface CalendarTest {
  id: number;
  prerequisites: readonly number[];
  status: TestStatus;
}

/** Why a day cannot be picked for a test; null when it can. */
export type PickRefusal =
  | 'UNKNOWN_TEST'
  | 'NOT_SCHEDULED'
  | 'COMPLETED'
  | 'DISABLED'
  | 'WEEKEND'
  | 'DAY_OFF'
  | 'OCCUPIED'
  | 'BEFORE_POSITION'
  | 'OUTSIDE_CAMPAIGN'
  | 'DEPENDANTS_DO_NOT_FIT';

/** The day a test is scheduled on, if any. */
export function dayOfTest(store: CalendarStore, testId: number): Day | undefined {
  return Object.keys(store.tests).find((day) => store.tests[day]?.testId === testId);
}

/** The test scheduled on a day, if any. */
export function testOnDay(store: CalendarStore, day: Day): number | undefined {
  return store.tests[day]?.testId;
}

/** The scheduled days, earliest first. */
export function scheduledDays(store: CalendarStore): Day[] {
  return Object.keys(store.tests).sort();
}

/** A test is disabled while any of its prerequisites is not complete. */
export function isDisabled(test: CalendarTest, tests: readonly CalendarTest[]): boolean {
  return test.prerequisites.some((id) => tests.find((other) => other.id === id)?.status !== 'complete');
}

/** A completed test is neither selected nor rescheduled. */
export function isSelectable(test: CalendarTest): boolean {
  return test.status !== 'complete';
}

/**
 * The tests that depend on `testId`, directly or through others, that still have to be done
 * and are scheduled: they move with it, in the order they are scheduled in.
 */
export function dependantsOf(store: CalendarStore, tests: readonly CalendarTest[], testId: number): number[] {
  const found = new Set<number>();
  const pending = [testId];
  while (pending.length) {
    const id = pending.pop()!;
    for (const test of tests) {
      if (test.prerequisites.includes(id) && !found.has(test.id) && test.id !== testId) {
        found.add(test.id);
        pending.push(test.id);
      }
    }
  }
  const open = (id: number) => tests.find((test) => test.id === id)?.status !== 'complete';
  return [...found]
    .filter((id) => open(id) && dayOfTest(store, id) !== undefined)
    .sort((a, b) => dayOfTest(store, a)!.localeCompare(dayOfTest(store, b)!) || a - b);
}

/** The days the dependants land on when their test goes to `day`: the working days right after it. */
export function dependantDays(day: Day, count: number, daysOff: readonly Day[] = []): Day[] {
  const days: Day[] = [];
  let last = day;
  for (let i = 0; i < count; i += 1) {
    last = nextWorkingDay(last, daysOff);
    days.push(last);
  }
  return days;
}

const inBounds = (day: Day, bounds: CalendarBounds) =>
  (bounds.firstDay === null || day >= bounds.firstDay) && (bounds.lastDay === null || day <= bounds.lastDay);

/**
 * Whether `day` can be picked for `testId`: not a weekend nor a day off, not taken by another test, not before
 * the current position, inside the campaign, and its dependants still fit on the free working
 * days that follow. Answers why not, or null.
 */
export function pickRefusal(
  store: CalendarStore,
  tests: readonly CalendarTest[],
  testId: number,
  day: Day,
  bounds: CalendarBounds,
): PickRefusal | null {
  const test = tests.find((candidate) => candidate.id === testId);
  if (!test) return 'UNKNOWN_TEST';
  if (dayOfTest(store, testId) === undefined) return 'NOT_SCHEDULED';
  if (!isSelectable(test)) return 'COMPLETED';
  if (isDisabled(test, tests)) return 'DISABLED';
  if (!isWorkingDay(day)) return 'WEEKEND';
  if (!isWorkingDay(day, bounds.daysOff)) return 'DAY_OFF';
  if (testOnDay(store, day) !== undefined) return 'OCCUPIED';
  if (day < store.currentPosition) return 'BEFORE_POSITION';
  if (!inBounds(day, bounds)) return 'OUTSIDE_CAMPAIGN';
  const moving = new Set([testId, ...dependantsOf(store, tests, testId)]);
  const fits = dependantDays(day, moving.size - 1, bounds.daysOff).every((next) => {
    const occupant = testOnDay(store, next);
    return (occupant === undefined || moving.has(occupant)) && inBounds(next, bounds);
  });
  return fits ? null : 'DEPENDANTS_DO_NOT_FIT';
}

/**
 * The store after `testId` moves to `day`: its dependants follow on the next working days and
 * every old day of the moved tests is freed. The caller checks `pickRefusal` first.
 */
export function reschedule(
  store: CalendarStore,
  tests: readonly CalendarTest[],
  testId: number,
  day: Day,
  daysOff: readonly Day[] = [],
): CalendarStore {
  const order = [testId, ...dependantsOf(store, tests, testId)];
  const kept = Object.entries(store.tests).filter(([, entry]) => !order.includes(entry.testId));
  const placed = [day, ...dependantDays(day, order.length - 1, daysOff)].map((next, i) => [next, { testId: order[i]! }] as const);
  return { ...store, tests: Object.fromEntries([...kept, ...placed]) };
}

/** The earliest scheduled day after the current position, if any. */
export function nextActivityDay(store: CalendarStore): Day | undefined {
  return scheduledDays(store).find((day) => day > store.currentPosition);
}

/** 'Vai alla prossima attività': the current position moves to the next scheduled day. */
export function goToNextActivity(store: CalendarStore): CalendarStore {
  const next = nextActivityDay(store);
  return next ? { ...store, currentPosition: next } : store;
}

/** Every test of the campaign is complete (and there is at least one). */
export function allComplete(tests: readonly CalendarTest[]): boolean {
  return tests.length > 0 && tests.every((test) => test.status === 'complete');
}
