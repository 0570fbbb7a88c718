import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** An IANA time zone name this server knows, in its canonical spelling, or null for anything else. */
export function knownTimeZone(name: string | null | undefined): string | null {
  if (!name) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * Keeps the zone a browser gave when its user signed in or chose a password: reminders go at
 * 09:00 there (docs/jobs.md, "Reminder schedule"). A zone this server cannot place is not kept,
 * and never stands in the way of signing in.
 */
export async function rememberTimeZone(db: Kysely<Database>, userId: number, given: string | undefined): Promise<void> {
  const zone = knownTimeZone(given);
  if (!zone) return;
  await db.updateTable('users').set({ time_zone: zone }).where('id', '=', userId).where('time_zone', 'is distinct from', zone).execute();
}
