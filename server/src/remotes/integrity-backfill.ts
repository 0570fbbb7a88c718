import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { isCompressedCopy } from '../static/precompress';
import { versionIntegrity } from './integrity';
import { recordIntegrity } from './publish';
import { byPath, hashFiles, versionDir, type DecodedFile } from './store';

/** The files of a stored version as they were uploaded: without the compressed copies the server made. */
async function storedFiles(dir: string): Promise<DecodedFile[] | null> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch {
    return null;
  }
  const files: DecodedFile[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name)
      .slice(dir.length + 1)
      .split('\\')
      .join('/');
    if (!isCompressedCopy(path)) files.push({ path, bytes: await readFile(join(dir, path)) });
  }
  return files.sort(byPath);
}

/**
 * Versions published before integrity was recorded (migration 031) get their record from
 * their stored files, when those still hash to what was published; any other stays without
 * one, and the host will not run it (docs/remotes.md, "Files checked before they run").
 * Replicas starting together record the same thing, and a record once there is kept.
 * Answers the versions left without a record.
 */
export async function recordMissingIntegrity(db: Kysely<Database>, storeDir: string): Promise<{ remote: string; version: string }[]> {
  const unrecorded = await db.selectFrom('remote_versions').select(['remote', 'version', 'hash']).where('file_integrity', 'is', null).execute();
  const unverified: { remote: string; version: string }[] = [];
  for (const { remote, version, hash } of unrecorded) {
    const files = await storedFiles(versionDir(storeDir, remote, version));
    if (files && hashFiles(files) === hash) await recordIntegrity(db, remote, version, versionIntegrity(files));
    else unverified.push({ remote, version });
  }
  return unverified;
}

export const remoteIntegrityBackfill = fp(
  async (app) => {
    app.addHook('onReady', async () => {
      for (const { remote, version } of await recordMissingIntegrity(app.db, app.settings.remoteStoreDir)) {
        app.log.warn({ remote, version }, 'remote version files differ from what was published: it will not be loaded');
      }
    });
  },
  { name: 'remote-integrity-backfill', dependencies: ['settings', 'database'] },
);
