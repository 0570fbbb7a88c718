import { knownTimeZone } from '../auth/time-zone';
import { reminderTimes } from './reminder-schedule';

const iso = (dates: Date[]) => dates.map((date) => date.toISOString());

describe('reminderTimes', () => {
  it('reminds 7 and 2 days before and on the last day at 09:00 local time', () => {
    // Friday 2026-12-18 at 18:00 in Rome (UTC+1).
    const end = new Date('2026-12-18T17:00:00Z');
    expect(iso(reminderTimes(end, [7, 2, 0], 'Europe/Rome'))).toEqual([
      '2026-12-11T08:00:00.000Z',
      '2026-12-16T08:00:00.000Z',
      '2026-12-18T08:00:00.000Z',
    ]);
  });

  it('moves a Saturday or a Sunday to the Friday before, and sends one mail when two land there', () => {
    // Tuesday 2026-12-15 at 18:00 in Rome: 2 days before is Sunday, 3 days before Saturday.
    const end = new Date('2026-12-15T17:00:00Z');
    expect(iso(reminderTimes(end, [3, 2], 'Europe/Rome'))).toEqual(['2026-12-11T08:00:00.000Z']);
  });

  it('takes the day before as the last day when the campaign ends before 09:00', () => {
    // Midnight UTC on Thursday 2026-12-17 is 01:00 in Rome: the last day is Wednesday.
    expect(iso(reminderTimes(new Date('2026-12-17T00:00:00Z'), [0], 'Europe/Rome'))).toEqual(['2026-12-16T08:00:00.000Z']);
  });

  it('uses the person’s own zone and its daylight saving time', () => {
    // Friday 2026-07-17 at 18:00 in New York (UTC-4 in summer).
    const end = new Date('2026-07-17T22:00:00Z');
    expect(iso(reminderTimes(end, [0], 'America/New_York'))).toEqual(['2026-07-17T13:00:00.000Z']);
    // Across the change of time in Rome on 2026-10-25: a week before is still summer time.
    expect(iso(reminderTimes(new Date('2026-10-30T17:00:00Z'), [7, 0], 'Europe/Rome'))).toEqual([
      '2026-10-23T07:00:00.000Z',
      '2026-10-30T08:00:00.000Z',
    ]);
  });

  it('plans nothing without days', () => {
    expect(reminderTimes(new Date('2026-12-18T17:00:00Z'), [], 'Europe/Rome')).toEqual([]);
  });
});

describe('knownTimeZone', () => {
  it('keeps a zone it knows and drops what is not one', () => {
    expect(knownTimeZone('Europe/Madrid')).toBe('Europe/Madrid');
    expect(knownTimeZone('Mars/Olympus')).toBeNull();
    expect(knownTimeZone('')).toBeNull();
    expect(knownTimeZone(null)).toBeNull();
  });
});
