import { fromDayMonthYear, toDayMonthYear } from './dates';

describe('test start dates', () => {
  it('turns the stored day into dd/MM/yyyy and back', () => {
    expect(toDayMonthYear('2026-11-09')).toBe('09/11/2026');
    expect(fromDayMonthYear('09/11/2026')).toBe('2026-11-09');
    expect(toDayMonthYear(null)).toBeNull();
  });

  it('refuses days that do not exist and other formats', () => {
    for (const text of ['31/02/2026', '29/02/2025', '00/01/2026', '12/13/2026', '2026-11-09', '9/11/2026', '']) {
      expect(fromDayMonthYear(text)).toBeNull();
    }
    expect(fromDayMonthYear('29/02/2028')).toBe('2028-02-29');
  });
});
