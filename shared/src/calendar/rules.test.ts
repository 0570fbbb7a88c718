import type { CalendarStore } from '../api/contract';
import type { CalendarBounds } from './days';
import {
  allComplete,
  dayOfTest,
  dependantsOf,
  goToNextActivity,
  isDisabled,
  isSelectable,
  nextActivityDay,
  pickRefusal,
  reschedule,
  type CalendarTest,
} from './rules';

const open: CalendarBounds = { firstDay: '2026-11-30', lastDay: '2027-01-29' };
/** A chain 1 → 2 → 3, and 4 on its own, Tuesday to Friday of the first week of December 2026. */
const chain = (status: Partial<Record<number, CalendarTest['status']>> = {}): CalendarTest[] => [
  { id: 1, prerequisites: [], status: status[1] ?? 'not attempted' },
  { id: 2, prerequisites: [1], status: status[2] ?? 'not attempted' },
  { id: 3, prerequisites: [2], status: status[3] ?? 'not attempted' },
  { id: 4, prerequisites: [], status: status[4] ?? 'not attempted' },
];
const store = (tests: Record<string, number>, currentPosition = '2026-12-01'): CalendarStore => ({
  tests: Object.fromEntries(Object.entries(tests).map(([day, testId]) => [day, { testId }])),
  currentPosition,
  hasSeenTutorial: true,
});
const week = store({ '2026-12-01': 1, '2026-12-02': 2, '2026-12-03': 3, '2026-12-04': 4 });
const days = (s: CalendarStore) => Object.fromEntries(Object.entries(s.tests).map(([day, { testId }]) => [day, testId]));

describe('calendar rules', () => {
  it('disables a test until all its prerequisites are complete', () => {
    expect(isDisabled(chain()[0]!, chain())).toBe(false);
    expect(isDisabled(chain()[1]!, chain())).toBe(true);
    expect(isDisabled(chain({ 1: 'incomplete' })[1]!, chain({ 1: 'incomplete' }))).toBe(true);
    expect(isDisabled(chain({ 1: 'complete' })[1]!, chain({ 1: 'complete' }))).toBe(false);
    const unknownPrerequisite = { id: 9, prerequisites: [99], status: 'not attempted' as const };
    expect(isDisabled(unknownPrerequisite, [unknownPrerequisite])).toBe(true);
  });

  it('never selects a completed test', () => {
    expect(isSelectable({ id: 1, prerequisites: [], status: 'complete' })).toBe(false);
    expect(isSelectable({ id: 1, prerequisites: [], status: 'incomplete' })).toBe(true);
  });

  it('finds the whole chain of dependants in the order they are scheduled', () => {
    expect(dependantsOf(week, chain(), 1)).toEqual([2, 3]);
    expect(dependantsOf(week, chain(), 2)).toEqual([3]);
    expect(dependantsOf(week, chain(), 4)).toEqual([]);
    // A branch: 5 also needs 1, scheduled before 2.
    const branched = [...chain(), { id: 5, prerequisites: [1], status: 'not attempted' as const }];
    const withFive = store({ ...days(week), '2026-11-30': 5 }, '2026-11-30');
    expect(dependantsOf(withFive, branched, 1)).toEqual([5, 2, 3]);
  });

  it('leaves completed and unscheduled dependants where they are', () => {
    expect(dependantsOf(week, chain({ 2: 'complete' }), 1)).toEqual([3]);
    expect(dependantsOf(store({ '2026-12-01': 1, '2026-12-03': 3 }), chain(), 1)).toEqual([3]);
  });

  it('moves the dependants to the working days after the new day and frees their old days', () => {
    const moved = reschedule(week, chain(), 1, '2026-12-09');
    expect(days(moved)).toEqual({ '2026-12-04': 4, '2026-12-09': 1, '2026-12-10': 2, '2026-12-11': 3 });
    expect(dayOfTest(moved, 2)).toBe('2026-12-10');
  });

  it('skips the weekend for dependants, across a month end', () => {
    const end = store({ '2026-12-01': 1, '2026-12-02': 2, '2026-12-03': 3 });
    expect(pickRefusal(end, chain(), 1, '2026-12-31', open)).toBeNull();
    expect(days(reschedule(end, chain(), 1, '2026-12-31'))).toEqual({ '2026-12-31': 1, '2027-01-01': 2, '2027-01-04': 3 });
    expect(days(reschedule(end, chain(), 1, '2026-12-04'))).toEqual({ '2026-12-04': 1, '2026-12-07': 2, '2026-12-08': 3 });
  });

  it('refuses a weekend, an occupied day and a day before the current position', () => {
    expect(pickRefusal(week, chain(), 1, '2026-12-05', open)).toBe('WEEKEND');
    expect(pickRefusal(week, chain(), 1, '2026-12-06', open)).toBe('WEEKEND');
    expect(pickRefusal(week, chain(), 1, '2026-12-04', open)).toBe('OCCUPIED');
    expect(pickRefusal(week, chain(), 1, '2026-12-01', open)).toBe('OCCUPIED');
    expect(pickRefusal(week, chain(), 1, '2026-11-30', open)).toBe('BEFORE_POSITION');
    expect(pickRefusal(week, chain(), 4, '2026-12-07', open)).toBeNull();
  });

  it('refuses a day whose dependants would land on a taken day or past the campaign', () => {
    const taken = store({ '2026-12-01': 1, '2026-12-02': 2, '2026-12-03': 3, '2026-12-09': 4 });
    expect(pickRefusal(taken, chain(), 1, '2026-12-08', open)).toBe('DEPENDANTS_DO_NOT_FIT');
    expect(pickRefusal(taken, chain(), 1, '2026-12-10', open)).toBeNull();
    // The chain's own old days are free for it.
    expect(pickRefusal(store({ '2026-12-01': 1, '2026-12-03': 2, '2026-12-04': 3 }), chain(), 1, '2026-12-02', open)).toBeNull();
    expect(pickRefusal(week, chain(), 1, '2027-01-28', open)).toBe('DEPENDANTS_DO_NOT_FIT');
    expect(pickRefusal(week, chain(), 1, '2027-01-27', open)).toBeNull();
    expect(pickRefusal(week, chain(), 4, '2027-02-01', open)).toBe('OUTSIDE_CAMPAIGN');
  });

  it("refuses the company's days off, and moves dependants past them", () => {
    // 8 December and the days of Christmas are off at a company in Italy.
    const holidays: CalendarBounds = { ...open, daysOff: ['2026-12-08', '2026-12-25'] };
    expect(pickRefusal(week, chain(), 4, '2026-12-08', holidays)).toBe('DAY_OFF');
    expect(pickRefusal(week, chain(), 4, '2026-12-08', open)).toBeNull();
    expect(pickRefusal(week, chain(), 1, '2026-12-07', holidays)).toBeNull();
    expect(days(reschedule(week, chain(), 1, '2026-12-07', holidays.daysOff))).toEqual({
      '2026-12-04': 4,
      '2026-12-07': 1,
      '2026-12-09': 2,
      '2026-12-10': 3,
    });
    // A weekend stays a weekend when it is also a day off.
    expect(pickRefusal(week, chain(), 4, '2026-12-26', { ...open, daysOff: ['2026-12-26'] })).toBe('WEEKEND');
    // The dependants must fit on the working days that follow, days off skipped.
    const late = { ...open, lastDay: '2026-12-09', daysOff: ['2026-12-09'] };
    expect(pickRefusal(week, chain(), 1, '2026-12-07', { ...late, daysOff: [] })).toBeNull();
    expect(pickRefusal(week, chain(), 1, '2026-12-07', late)).toBe('DEPENDANTS_DO_NOT_FIT');
  });

  it('refuses completed, disabled, unknown and unscheduled tests', () => {
    expect(pickRefusal(week, chain({ 4: 'complete' }), 4, '2026-12-07', open)).toBe('COMPLETED');
    expect(pickRefusal(week, chain(), 2, '2026-12-07', open)).toBe('DISABLED');
    expect(pickRefusal(week, chain({ 1: 'complete' }), 2, '2026-12-07', open)).toBeNull();
    expect(pickRefusal(week, chain(), 42, '2026-12-07', open)).toBe('UNKNOWN_TEST');
    expect(pickRefusal(store({ '2026-12-01': 1 }), chain(), 4, '2026-12-07', open)).toBe('NOT_SCHEDULED');
  });

  it('goes to the earliest scheduled day after the current position', () => {
    expect(nextActivityDay(week)).toBe('2026-12-02');
    expect(goToNextActivity(week).currentPosition).toBe('2026-12-02');
    const gap = store({ '2026-12-01': 1, '2026-12-10': 2 }, '2026-12-03');
    expect(goToNextActivity(gap).currentPosition).toBe('2026-12-10');
    const last = store({ '2026-12-01': 1 }, '2026-12-01');
    expect(nextActivityDay(last)).toBeUndefined();
    expect(goToNextActivity(last)).toBe(last);
  });

  it('is complete when every test is', () => {
    expect(allComplete(chain())).toBe(false);
    expect(allComplete(chain({ 1: 'complete', 2: 'complete', 3: 'complete', 4: 'complete' }))).toBe(true);
    expect(allComplete([])).toBe(false);
  });
});
