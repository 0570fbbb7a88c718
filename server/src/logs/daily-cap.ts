import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countEventBelow } from '../security/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The counter outlives its day by this much, so that a clock a little behind never starts it again. */
const KEEP_COUNTER_MS = 60 * 60 * 1000;

export interface DailyCap {
  /** Null when the caller may store one more log today (and it is counted), else the seconds until the next UTC day. */
  retryAfterSeconds: number | null;
}

/**
 * Counts one more stored log for `who` today (UTC), unless `limit` are counted already.
 * The day is part of the counter's key: a count in the database, which every process shares
 * and which one statement decides, so no two requests at once both take the last place
 * (docs/security.md, "Client logs"). Call it in the transaction that stores the log, so a
 * log that is not stored is not counted either.
 */
export async function countTodaysLog(db: Kysely<Database>, who: string, limit: number, now = Date.now()): Promise<DailyCap> {
  const day = new Date(now).toISOString().slice(0, 10);
  const msToMidnight = DAY_MS - (now % DAY_MS);
  const counted = await countEventBelow(db, `logs:day:${who}:${day}`, Math.ceil((msToMidnight + KEEP_COUNTER_MS) / 1000), limit);
  return { retryAfterSeconds: counted ? null : Math.max(1, Math.ceil(msToMidnight / 1000)) };
}
