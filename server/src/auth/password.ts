import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

/**
 * Whether a stored hash can match a password at all: a row written with a marker instead
 * ('!', as before a first reset) holds none. The hash of a password nobody was told
 * (admin/people/unusable-password.ts) is a real one and cannot be told apart.
 */
export const holdsPassword = (storedHash: string) => storedHash.startsWith('$argon2');

let decoy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. An unknown user is checked against a decoy
 * hash, so the answer takes as long whether or not the email exists.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
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
