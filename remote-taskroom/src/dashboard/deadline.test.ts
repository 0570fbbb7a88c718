import { elapsedPercent } from './deadline';

describe('elapsedPercent', () => {
  const start = '2026-01-01T00:00:00Z';
  const end = '2026-01-11T00:00:00Z';

  it('is the share of the time between start and end that has gone', () => {
    expect(elapsedPercent(start, end, new Date('2026-01-03T12:00:00Z'))).toBe(25);
  });

  it('is clamped to 0 before the start and to 99 at and after the end', () => {
    expect(elapsedPercent(start, end, new Date('2025-12-01T00:00:00Z'))).toBe(0);
    expect(elapsedPercent(start, end, new Date('2026-01-11T00:00:00Z'))).toBe(99);
    expect(elapsedPercent(start, end, new Date('2027-01-01T00:00:00Z'))).toBe(99);
  });

  it('is null without both dates or with a date that cannot be read', () => {
    expect(elapsedPercent(null, end, new Date())).toBeNull();
    expect(elapsedPercent(start, null, new Date())).toBeNull();
    expect(elapsedPercent('not a date', end, new Date())).toBeNull();
  });
});
