import { calendarMonths, campaignBounds, isWorkingDay, nextWorkingDay, parseDay, toDay } from './days';

describe('calendar days', () => {
  it('reads only real yyyy-MM-dd days', () => {
    expect(parseDay('2026-12-01')).toEqual(new Date(2026, 11, 1));
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-12-1')).toBeNull();
    expect(parseDay('01/12/2026')).toBeNull();
    expect(toDay(new Date(2026, 0, 9))).toBe('2026-01-09');
  });

  it('tells weekends from working days', () => {
    expect(isWorkingDay('2026-12-04')).toBe(true); // Friday
    expect(isWorkingDay('2026-12-05')).toBe(false);
    expect(isWorkingDay('2026-12-06')).toBe(false);
    expect(isWorkingDay('2026-12-07')).toBe(true);
    expect(isWorkingDay('not a day')).toBe(false);
  });

  it('finds the next working day across weekends, month and year ends', () => {
    expect(nextWorkingDay('2026-12-01')).toBe('2026-12-02');
    expect(nextWorkingDay('2026-12-04')).toBe('2026-12-07');
    expect(nextWorkingDay('2026-12-05')).toBe('2026-12-07');
    expect(nextWorkingDay('2026-07-31')).toBe('2026-08-03'); // a Friday at a month end
    expect(nextWorkingDay('2026-12-31')).toBe('2027-01-01');
    expect(nextWorkingDay('2027-02-26')).toBe('2027-03-01');
  });

  it("skips the company's days off as it skips weekends", () => {
    expect(isWorkingDay('2026-12-08', ['2026-12-08'])).toBe(false);
    expect(isWorkingDay('2026-12-09', ['2026-12-08'])).toBe(true);
    expect(nextWorkingDay('2026-12-07', ['2026-12-08'])).toBe('2026-12-09');
    expect(nextWorkingDay('2026-12-24', ['2026-12-25', '2026-12-28'])).toBe('2026-12-29');
  });

  it('offers the months from the campaign start to its end', () => {
    const bounds = campaignBounds('2026-11-30T08:00:00Z', '2027-01-29T17:00:00Z');
    expect(bounds).toEqual({ firstDay: '2026-11-30', lastDay: '2027-01-29' });
    expect(calendarMonths(bounds, ['2026-12-01']).map(toDay)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01']);
  });

  it('falls back on the scheduled days when the campaign has no end', () => {
    expect(calendarMonths({ firstDay: null, lastDay: null }, ['2027-03-02', '2027-01-15']).map(toDay)).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
    ]);
    expect(campaignBounds(null, 'nonsense')).toEqual({ firstDay: null, lastDay: null });
  });
});
