import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'kysely';
import { createDatabase } from './connection';

describe('the embedded database between queries', () => {
  it('lets the event loop turn after each query, so requests are read while a job runs its queries one after another', async () => {
    const handle = await createDatabase({ kind: 'memory' });
    try {
      let finished = false;
      const job = (async () => {
        for (let i = 0; i < 20; i++) await sql`select ${i}::int as i`.execute(handle.db);
        finished = true;
      })();
      // What a request waits for: a turn of the loop; count the turns it gets while the job runs.
      let turns = 0;
      while (!finished) {
        await nextTurn();
        turns += 1;
      }
      await job;
      expect(turns).toBeGreaterThanOrEqual(19);
    } finally {
      await handle.close();
    }
  });
});
