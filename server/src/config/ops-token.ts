import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
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
  writeOpsToken(dataDir, token);
  return token;
}

function writeOpsToken(dataDir: string, token: string): void {
  writeFileSync(opsTokenPath(dataDir), `${token}\n`, { mode: PRIVATE_FILE_MODE });
  chmodSync(opsTokenPath(dataDir), PRIVATE_FILE_MODE);
}

/**
 * One generated token for every server process on the database (docs/deploy.md, "Replicas"):
 * the first to start records its own, the others adopt it and write it to their data folder,
 * where the CLI on their machine finds it. A token given in SKILLUP_OPS_TOKEN is not this.
 */
export async function agreeOnOpsToken(db: Kysely<Database>, dataDir: string, generated: string): Promise<string> {
  await sql`insert into ops_token (id, token) values (1, ${generated}) on conflict (id) do nothing`.execute(db);
  const { rows } = await sql<{ token: string }>`select token from ops_token where id = 1`.execute(db);
  const agreed = rows[0]!.token;
  if (agreed !== generated) writeOpsToken(dataDir, agreed);
  return agreed;
}
