import { aTest } from '@skillup/shared/testing';
import { agendaDays, parseStartDate } from './schedule';

describe('agenda schedule', () => {
  it('reads dd/MM/yyyy and refuses anything else', () => {
    expect(parseStartDate('03/11/2026')).toEqual(new Date(2026, 10, 3));
    expect(parseStartDate('2026-11-03')).toBeNull();
    expect(parseStartDate('31/02/2026')).toBeNull();
    expect(parseStartDate(null)).toBeNull();
  });

  it('groups tests by day, earliest first, unscheduled last', () => {
    const days = agendaDays([
      aTest({ id: 1, startDate: '04/11/2026' }),
      aTest({ id: 2, startDate: '03/11/2026' }),
      aTest({ id: 3, startDate: null }),
      aTest({ id: 4, startDate: '04/11/2026' }),
    ]);
    expect(days.map((day) => [day.date, day.tests.map((test) => test.id)])).toEqual([
      [new Date(2026, 10, 3), [2]],
      [new Date(2026, 10, 4), [1, 4]],
      [null, [3]],
    ]);
  });
});
