import type { CalendarStore } from '../api/contract';
import { initialStore, storeChangeRefusal } from './check';
import { goToNextActivity, reschedule, type CalendarTest } from './rules';

const bounds = { firstDay: '2026-11-30', lastDay: '2027-01-29' };
const tests: CalendarTest[] = [
  { id: 1, prerequisites: [], status: 'not attempted' },
  { id: 2, prerequisites: [1], status: 'not attempted' },
  { id: 3, prerequisites: [], status: 'complete' },
];
const previous: CalendarStore = {
  tests: { '2026-12-01': { testId: 1 }, '2026-12-02': { testId: 2 }, '2026-11-30': { testId: 3 } },
  currentPosition: '2026-12-01',
  hasSeenTutorial: false,
};
const withTests = (entries: Record<string, number>, base = previous): CalendarStore => ({
  ...base,
  tests: Object.fromEntries(Object.entries(entries).map(([day, testId]) => [day, { testId }])),
});

describe('a change of the calendar store', () => {
  it('accepts the tutorial seen, the next activity and a reschedule by the rules', () => {
    expect(storeChangeRefusal(previous, { ...previous, hasSeenTutorial: true }, tests, bounds)).toBeNull();
    expect(storeChangeRefusal(previous, goToNextActivity(previous), tests, bounds)).toBeNull();
    expect(storeChangeRefusal(previous, reschedule(previous, tests, 1, '2026-12-04'), tests, bounds)).toBeNull();
  });

  it('refuses what the rules refuse, naming the rule', () => {
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-05': 1, '2026-12-07': 2 }), tests, bounds)).toBe('WEEKEND');
    expect(storeChangeRefusal(previous, withTests({ '2026-12-01': 3, '2026-12-02': 1, '2026-12-03': 2 }), tests, bounds)).toBe('COMPLETED');
    const later = { ...previous, currentPosition: '2026-12-02' };
    expect(storeChangeRefusal(later, withTests({ '2026-11-30': 3, '2026-11-27': 1, '2026-12-02': 2 }, later), tests, bounds)).toBe('BEFORE_POSITION');
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-01': 1, '2026-12-09': 2 }), tests, bounds)).toBe('DISABLED');
  });

  it('refuses dependants that do not follow, or that no longer fit', () => {
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-03': 1, '2026-12-02': 2 }), tests, bounds)).toBe(
      'DEPENDANTS_NOT_FOLLOWING',
    );
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2027-01-29': 1, '2027-02-01': 2 }), tests, bounds)).toBe(
      'DEPENDANTS_DO_NOT_FIT',
    );
  });

  it('refuses a day off, and dependants that do not skip one', () => {
    const holidays = { ...bounds, daysOff: ['2026-12-08'] };
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-08': 1, '2026-12-09': 2 }), tests, holidays)).toBe('DAY_OFF');
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-07': 1, '2026-12-08': 2 }), tests, holidays)).toBe(
      'DEPENDANTS_NOT_FOLLOWING',
    );
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-07': 1, '2026-12-09': 2 }), tests, holidays)).toBeNull();
  });

  it('refuses unknown, duplicated, added or dropped tests and impossible days', () => {
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-01': 1, '2026-12-02': 99 }), tests, bounds)).toBe('UNKNOWN_TEST');
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-01': 1, '2026-12-02': 1 }), tests, bounds)).toBe('DUPLICATE_TEST');
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-01': 1 }), tests, bounds)).toBe('TESTS_CHANGED');
    expect(storeChangeRefusal(previous, withTests({ '2026-11-30': 3, '2026-12-01': 1, '2026-02-30': 2 }), tests, bounds)).toBe('INVALID_DAY');
  });

  it('moves the position only to the next activity, and one change at a time', () => {
    expect(storeChangeRefusal(previous, { ...previous, currentPosition: '2026-12-03' }, tests, bounds)).toBe('POSITION_JUMP');
    expect(storeChangeRefusal(previous, { ...previous, currentPosition: '2026-11-30' }, tests, bounds)).toBe('POSITION_JUMP');
    const both = { ...reschedule(previous, tests, 1, '2026-12-07'), currentPosition: '2026-12-02' };
    expect(storeChangeRefusal(previous, both, tests, bounds)).toBe('TOO_MANY_CHANGES');
    const apart = withTests({ '2026-11-30': 3, '2026-12-03': 1, '2026-12-04': 2 });
    const twoTests = [...tests, { id: 4, prerequisites: [], status: 'not attempted' as const }];
    const withFour = withTests({ '2026-11-30': 3, '2026-12-01': 1, '2026-12-02': 2, '2026-12-03': 4 });
    expect(storeChangeRefusal(withFour, { ...apart, tests: { ...apart.tests, '2026-12-07': { testId: 4 } } }, twoTests, bounds)).toBe('OCCUPIED');
    const bothFree = withTests({ '2026-11-30': 3, '2026-12-08': 1, '2026-12-09': 2, '2026-12-10': 4 });
    expect(storeChangeRefusal(withFour, bothFree, twoTests, bounds)).toBe('TOO_MANY_CHANGES');
  });

  it("starts from the tests' own days", () => {
    expect(
      initialStore(
        [
          { testId: 1, day: '2026-12-02' },
          { testId: 2, day: '2026-12-01' },
          { testId: 3, day: null },
          { testId: 4, day: '2026-12-01' },
        ],
        bounds,
      ),
    ).toEqual({ tests: { '2026-12-02': { testId: 1 }, '2026-12-01': { testId: 2 } }, currentPosition: '2026-12-01', hasSeenTutorial: false });
    expect(initialStore([], bounds).currentPosition).toBe('2026-11-30');
  });
});
