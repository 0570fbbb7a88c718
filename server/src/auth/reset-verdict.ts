import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUsableResetToken } from './reset-tokens';
import { findAccountByEmail, type AccountRow } from './users';

/** What a reset token is worth for an address (SPEC §2.5: INVALID_USER, INVALID_TOKEN). */
export type ResetVerdict =
  | { kind: 'valid'; account: AccountRow; tokenId: number }
  | { kind: 'INVALID_USER' }
  | { kind: 'INVALID_TOKEN'; account: AccountRow };

export async function judgeResetToken(db: Kysely<Database>, email: string, token: string): Promise<ResetVerdict> {
  const account = await findAccountByEmail(db, email);
  if (!account) return { kind: 'INVALID_USER' };
  const tokenId = await findUsableResetToken(db, account.id, token);
  return tokenId === null ? { kind: 'INVALID_TOKEN', account } : { kind: 'valid', account, tokenId };
}
