import type { GroupCount, Nomination } from '@skillup/shared/api/contract';
import { canSubmit, nominatedIds, replaceable } from './limits';

const group = (count: number, min: number, max: number): GroupCount => ({ group: 'peers', count, min, max, threshold: 3 });
const nomination = (id: number, status: Nomination['status'], replaces: number | null = null): Nomination => ({
  id,
  group: 'peers',
  nominee: { id: 100 + id, firstName: 'N', lastName: String(id), team: null },
  status,
  reason: null,
  replaces,
});

it('allows submitting only when every group is within its minimum and maximum', () => {
  expect(canSubmit([group(3, 3, 8), group(0, 0, 5)])).toBe(true);
  expect(canSubmit([group(2, 3, 8), group(0, 0, 5)])).toBe(false);
  expect(canSubmit([group(9, 3, 8)])).toBe(false);
});

it('counts pending and approved nominations as taken, not denied or declined ones', () => {
  expect(nominatedIds([nomination(1, 'pending'), nomination(2, 'approved'), nomination(3, 'denied'), nomination(4, 'declined')])).toEqual(
    new Set([101, 102]),
  );
});

it('offers a replacement for a denied or declined nomination until one replaces it', () => {
  const denied = nomination(1, 'denied');
  expect(replaceable(denied, [denied])).toBe(true);
  expect(replaceable(denied, [denied, nomination(2, 'pending', 1)])).toBe(false);
  expect(replaceable(nomination(3, 'approved'), [])).toBe(false);
});
