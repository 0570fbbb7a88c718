import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from './private-dir';

export const opsTokenPath = (dataDir: string) => join(dataDir, 'ops-token');

/** The token stored in the data folder, or null when none was generated yet. */
export function readOpsToken(dataDir: string): string | null {
  const file = opsTokenPath(dataDir);
  if (!existsSync(file)) return null;
  const token = readFileSync(file, 'utf8').trim();
  return token || null;
}

/**
 * The token of the admin API for operations tools. Generated once and kept readable by
 * the owner only, so the CLI on the same machine can find it without configuration.
 */
export function ensureOpsToken(dataDir: string): string {
  const existing = readOpsToken(dataDir);
  if (existing) return existing;
  // The data folder holds the database, the token and mails: the server's user only.
  ensurePrivateDirSync(dataDir);
  const token = randomBytes(32).toString('base64url');
  writeFileSync(opsTokenPath(dataDir), `${token}\n`, { mode: PRIVATE_FILE_MODE });
  chmodSync(opsTokenPath(dataDir), PRIVATE_FILE_MODE);
  return token;
}
