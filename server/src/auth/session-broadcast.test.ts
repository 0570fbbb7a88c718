import { decodeChange, encodeChange } from './session-broadcast';

describe('a session change on the channel', () => {
  const sender = { name: 'a1b2', sequence: 7 };

  it.each([{ forget: 'user' as const, userId: 12 }, { forget: 'reads' as const, userId: 3 }, { forget: 'all' as const }])(
    'reads back what was written: %o',
    (change) => {
      expect(decodeChange(encodeChange(sender, change))).toEqual({ sender, change });
    },
  );

  it.each(['', 'x', 'a1b2/7 user', 'a1b2/7 user 0', 'a1b2/7 user 1.5', 'a1b2/7 user 99999999999', 'a1b2/7 drop 4', 'a1b2/7 reads -1'])(
    'forgets every session for a payload it does not understand: %j',
    (payload) => {
      expect(decodeChange(payload).change).toEqual({ forget: 'all' });
    },
  );

  it('names no sender for a payload without one, so no process takes it for its own echo', () => {
    expect(decodeChange('user 4').sender).toBeNull();
    expect(decodeChange('a1b2/x user 4').sender).toBeNull();
  });
});
