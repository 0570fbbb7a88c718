import { sql } from 'kysely';
import type { HousekeepingJob } from './runner';

/**
 * Client logs are kept `keepDays` days (docs/security.md, "Client logs"): long enough to
 * look into a failure someone reported, not so long that what browsers send piles up.
 */
export const clientLogsRetention = (keepDays: number): HousekeepingJob => ({
  name: 'client-logs-retention',
  async run(db) {
    const deleted = await db
      .deleteFrom('logs')
      .where('created_at', '<', sql<Date>`now() - ${keepDays} * interval '1 day'`)
      .executeTakeFirst();
    return { deleted: Number(deleted.numDeletedRows) };
  },
});
