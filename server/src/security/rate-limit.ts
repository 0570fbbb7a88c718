import { sql, type Kysely, type RawBuilder } from 'kysely';
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
 * Counts one more event for `key` in its fixed window, as countEvent does, but only while
 * fewer than `limit` are counted there: deciding and counting are one statement, so of many
 * requests at once on any replica no more than `limit` get through. Null when it is full.
 */
export async function countEventBelow(db: Kysely<Database>, key: string, windowSeconds: number, limit: number): Promise<Counter | null> {
  const window = sql`${windowSeconds} * interval '1 second'`;
  const expired = sql<boolean>`rate_limits.expires_at <= now()`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: sql<Date>`now() + ${window}` })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
          expires_at: sql<Date>`case when ${expired} then now() + ${window} else rate_limits.expires_at end`,
        })
        .where(sql<boolean>`${expired} or rate_limits.count < ${limit}::integer`),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirst();
  return row ? { count: row.count, retryAfterSeconds: secondsLeft(new Date(row.expires_at)) } : null;
}

/**
 * Takes back one event countEvent counted, for a request that turned out not to be one.
 * Should the window have ended meanwhile, the next one loses a count: one, at most once.
 */
export async function uncountEvent(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', sql<Date>`now()`)
    .execute();
}

/**
 * Counts one more attempt for `key`, remembered until `memorySeconds` after the latest one,
 * if `waitSeconds` (of the attempts counted so far) have passed since that latest one. The
 * attempt is counted before its outcome is known, and in the statement that lets it through:
 * however many arrive at once, on however many replicas, each finds those before it counted.
 * Returns the count with this attempt, or null when it must wait.
 */
export async function countAttemptWhenDue(
  db: Kysely<Database>,
  key: string,
  memorySeconds: number,
  waitSeconds: (count: RawBuilder<number>) => RawBuilder<number>,
): Promise<number | null> {
  const memory = sql`${memorySeconds} * interval '1 second'`;
  const forgotten = sql<boolean>`rate_limits.expires_at <= now()`;
  const latest = sql`rate_limits.expires_at - ${memory}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expires_at: sql<Date>`now() + ${memory}` })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${forgotten} then 1 else rate_limits.count + 1 end`,
          expires_at: sql<Date>`now() + ${memory}`,
        })
        .where(sql<boolean>`${forgotten} or ${latest} + ${waitSeconds(sql<number>`rate_limits.count`)} * interval '1 second' <= now()`),
    )
    .returning('count')
    .executeTakeFirst();
  return row ? row.count : null;
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
