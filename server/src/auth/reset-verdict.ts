import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findUsableResetToken } from './reset-tokens';
import { findAccountByEmail, type AccountRow } from './users';

/**
 * What a reset token is worth for an address. An address without an account gets the
 * verdict of a wrong token, with the same work done, so that neither the answer nor its
 * time tells whether the address has an account.
 */
export type ResetVerdict = { kind: 'valid'; account: AccountRow; tokenId: number } | { kind: 'INVALID_TOKEN'; username: string };

/** No account has this id: the lookup for an unknown address finds nothing, as a wrong token would. */
const NO_ACCOUNT_ID = 0;

export async function judgeResetToken(db: Kysely<Database>, email: string, token: string): Promise<ResetVerdict> {
  const account = await findAccountByEmail(db, email);
  const tokenId = await findUsableResetToken(db, account?.id ?? NO_ACCOUNT_ID, token);
  if (!account || tokenId === null) return { kind: 'INVALID_TOKEN', username: account?.email ?? email.trim().toLowerCase() };
  return { kind: 'valid', account, tokenId };
}
