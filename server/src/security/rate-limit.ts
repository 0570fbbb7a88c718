import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface Counter {
  count: number;
  /** Seconds until the window of this counter ends. */
  retryAfterSeconds: number;
}

const secondsLeft = (expiresAt: Date) => Math.max(1, Math.ceil((expiresAt.getTime() - Date.now()) / 1000));

/**
 * Counts one more event for `key` in a fixed window that starts with the first event.
 * One statement, so concurrent requests on several replicas never lose a count.
 */
export async function countEvent(db: Kysely<Database>, key: string, windowSeconds: number): Promise<Counter> {
  const window = sql`${windowSeconds} * interval '1 second'`;
  const expired = sql<boolean>`rate_limits.expires_at <= now()`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: sql<Date>`now() + ${window}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        expires_at: sql<Date>`case when ${expired} then now() + ${window} else rate_limits.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, retryAfterSeconds: secondsLeft(new Date(row.expires_at)) };
}

/**
 * Counts one more failure for `key`, remembered until `memorySeconds` after the latest
 * one: a steady trickle of failures is never forgotten between two of them.
 */
export async function countFailure(db: Kysely<Database>, key: string, memorySeconds: number): Promise<Counter> {
  const memory = sql`${memorySeconds} * interval '1 second'`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: sql<Date>`now() + ${memory}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.expires_at <= now() then 1 else rate_limits.count + 1 end`,
        expires_at: sql<Date>`now() + ${memory}`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: row.count, retryAfterSeconds: secondsLeft(new Date(row.expires_at)) };
}

/** The count of `key` in its current window, without counting anything. */
export async function readCounter(db: Kysely<Database>, key: string): Promise<Counter> {
  const row = await db
    .selectFrom('rate_limits')
    .where('key', '=', key)
    .where('expires_at', '>', sql<Date>`now()`)
    .select(['count', 'expires_at'])
    .executeTakeFirst();
  return row ? { count: row.count, retryAfterSeconds: secondsLeft(new Date(row.expires_at)) } : { count: 0, retryAfterSeconds: 0 };
}

export async function resetCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Forgets windows that are over, so the table holds only live counters. */
export async function pruneCounters(db: Kysely<Database>): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where('expires_at', '<=', sql<Date>`now()`)
    .execute();
}
