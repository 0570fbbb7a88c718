import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new single-use reset token for the mail or the login answer; only its hash is stored. */
export async function issueResetToken(db: Kysely<Database>, userId: number, ttlMinutes: number): Promise<string> {
  return issueToken(db, userId, ttlMinutes, 'reset');
}

/**
 * The token of an invitation's link, which chooses the first password like a reset does but
 * lives days; the invitation sent before it stops working (docs/jobs.md, "Campaign mails").
 */
export async function issueInvitationToken(db: Kysely<Database>, userId: number, ttlDays: number): Promise<string> {
  await db
    .deleteFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invitation')
    .where('used_at', 'is', null)
    .execute();
  return issueToken(db, userId, ttlDays * 24 * 60, 'invitation');
}

async function issueToken(db: Kysely<Database>, userId: number, ttlMinutes: number, purpose: 'reset' | 'invitation'): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + ttlMinutes * 60_000),
      purpose,
    })
    .execute();
  return token;
}

/** The id of the token when it belongs to the user, has not expired and was never used. */
export async function findUsableResetToken(db: Kysely<Database>, userId: number, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .where('user_id', '=', userId)
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .select('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Marks the token used; false when another request used it first, so two concurrent
 * resets with one token cannot both succeed.
 */
export async function consumeResetToken(db: Kysely<Database>, tokenId: number): Promise<boolean> {
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', tokenId)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** After a new password every other way in is closed: open sessions and pending tokens. */
export async function revokeAccess(db: Kysely<Database>, userId: number, keepTokenId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).where('id', '!=', keepTokenId).execute();
}
