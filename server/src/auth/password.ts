import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

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
