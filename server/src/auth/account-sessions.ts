import type { AccountSession } from '@skillup/shared/api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const hours = (n: number) => n * 3_600_000;

/**
 * The person's sessions that still let one in, newest first: the same two ends findSession
 * (sessions.ts) applies, the idle expiry and SESSION_MAX_HOURS from sign-in. A session shows
 * the earlier of the two as its end.
 */
export async function openSessions(db: Kysely<Database>, userId: number, currentId: string, maxHours: number): Promise<AccountSession[]> {
  const now = Date.now();
  const rows = await db
    .selectFrom('sessions')
    .where('user_id', '=', userId)
    .where('expires_at', '>', new Date(now))
    .where('created_at', '>', new Date(now - hours(maxHours)))
    .select(['id', 'created_at', 'expires_at', 'user_agent'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    startedAt: row.created_at.toISOString(),
    expiresAt: new Date(Math.min(row.expires_at.getTime(), row.created_at.getTime() + hours(maxHours))).toISOString(),
    device: row.user_agent,
    current: row.id === currentId,
  }));
}

/**
 * Ends every session of the person but `keepId`, in the transaction given when there is one.
 * Rows that had ended already go too; only those that still let one in are counted, so that
 * the number is what the person would have seen on the page.
 */
export async function endOtherSessions(db: Kysely<Database>, userId: number, keepId: string, maxHours: number): Promise<number> {
  const now = Date.now();
  const ended = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .returning(['created_at', 'expires_at'])
    .execute();
  return ended.filter((row) => row.expires_at.getTime() > now && row.created_at.getTime() > now - hours(maxHours)).length;
}
