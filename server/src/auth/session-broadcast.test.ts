import { createDatabase } from '../db/connection';
import { decodeChange, encodeChange, SessionBroadcast, type SessionChange } from './session-broadcast';

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

  it('counts itself deaf when its own notice does not come back, stops waiting, and hears again with the next', async () => {
    const handle = await createDatabase({ kind: 'memory' });
    const hearing: boolean[] = [];
    const changes: SessionChange[] = [];
    // Nobody hands the process its notices: a connection that looks open and hears nothing.
    const broadcast = new SessionBroadcast(handle.db, { onChange: (c) => changes.push(c), onHearing: (h) => hearing.push(h) }, 1_000);
    try {
      broadcast.setConnected(true);
      const first = performance.now();
      await broadcast.announce({ forget: 'user', userId: 1 });
      expect(performance.now() - first).toBeGreaterThanOrEqual(990);
      expect(hearing).toEqual([true, false]);

      const second = performance.now();
      await broadcast.announce({ forget: 'user', userId: 2 });
      expect(performance.now() - second).toBeLessThan(500);

      broadcast.hear('another/1 user 5');
      expect(hearing).toEqual([true, false, true]);
      expect(changes).toEqual([{ forget: 'user', userId: 5 }]);
    } finally {
      await handle.close();
    }
  });
});
