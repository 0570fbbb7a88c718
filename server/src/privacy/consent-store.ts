import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Records that the user accepted the privacy terms: the campaigns' content is shown to them from then on (require-consent.ts). */
export async function recordConsent(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ privacy: true }).where('id', '=', userId).execute();
}
