import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/**
 * What an account holds instead of a hash until its person chooses a password themselves,
 * through their invitation or a reset link (HR adds people without one). No password matches
 * it, and the account page can tell such an account from one whose password was mistyped.
 */
export const NO_PASSWORD = '!';

/** Whether a stored hash can match a password at all: NO_PASSWORD, and any other marker, holds none. */
export const holdsPassword = (storedHash: string) => storedHash.startsWith('$argon2');

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. An unknown user, or one without a password yet, is
 * checked against a decoy hash, so the answer takes as long whether or not the email has an
 * account, and whether or not its person has chosen a password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null || !holdsPassword(storedHash)) {
    decoy ??= hash(randomBytes(16).toString('hex'));
    await verify(await decoy, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
