import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Keeps what a browser reported, under its user when signed in; run it in the transaction that counted it against the daily cap. */
export async function storeClientLog(db: Kysely<Database>, userId: number | null, data: string): Promise<void> {
  await db.insertInto('logs').values({ user_id: userId, data }).execute();
}
