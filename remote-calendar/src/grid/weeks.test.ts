import { toDay } from '@skillup/shared/calendar';
import { dayAfterKey, localeOf, monthWeeks, weekdayNames } from './weeks';

describe('month grid weeks', () => {
  it('shows whole weeks from Monday in Italian, with the days of the months around', () => {
    const weeks = monthWeeks(new Date(2026, 11, 1), localeOf('it'));
    expect(weeks).toHaveLength(5);
    expect(toDay(weeks[0]![0]!)).toBe('2026-11-30');
    expect(toDay(weeks[4]![6]!)).toBe('2027-01-03');
  });

  it('names the weekdays in the campaign language, short on a narrow screen', () => {
    expect(weekdayNames(localeOf('it'), false)).toEqual(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
    expect(weekdayNames(localeOf('it'), true)[0]).toBe('lun');
    expect(weekdayNames(localeOf('en'), false)[0]).toBe('Monday');
    expect(weekdayNames(localeOf('es'), true)[6]).toBe('dom');
  });

  it('moves by day, week and to the ends of the week, across months', () => {
    const it = localeOf('it');
    expect(dayAfterKey('2026-11-30', 'ArrowLeft', it)).toBe('2026-11-29');
    expect(dayAfterKey('2026-12-31', 'ArrowRight', it)).toBe('2027-01-01');
    expect(dayAfterKey('2026-12-29', 'ArrowDown', it)).toBe('2027-01-05');
    expect(dayAfterKey('2026-12-02', 'ArrowUp', it)).toBe('2026-11-25');
    expect(dayAfterKey('2026-12-03', 'Home', it)).toBe('2026-11-30');
    expect(dayAfterKey('2026-12-03', 'End', it)).toBe('2026-12-06');
    expect(dayAfterKey('2026-12-03', 'a', it)).toBeNull();
  });
});
