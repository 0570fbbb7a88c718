import type { Kysely } from 'kysely';
import type { RemoteName, RemoteVersionInfo } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';
import { readAreaDeclaration } from './area-declaration';
import { versionIntegrity, type VersionIntegrity } from './integrity';
import { findVersion, toVersionInfo } from './registry';
import { decodeUpload, discardStaged, hashFiles, installStaged, stageFiles, versionDir, type UploadedFile, type UploadFailure } from './store';

/** Why a version was not published: the routes answer each with its HTTP error (admin-routes.ts). */
export type PublishFailure = UploadFailure | { kind: 'conflict' };
export type Published = { ok: true; version: RemoteVersionInfo; created: boolean } | { ok: false; failure: PublishFailure };

const conflict: Published = { ok: false, failure: { kind: 'conflict' } };

/**
 * Registers `remote` `version` with these files, and the area its area.json declares, and moves
 * them into the store. The same files again are no change; other files under a published
 * version are refused, and so is a declaration the host could not mount.
 */
export async function publishVersion(
  db: Kysely<Database>,
  storeDir: string,
  remote: RemoteName,
  version: string,
  upload: UploadedFile[],
): Promise<Published> {
  const decoded = decodeUpload(upload);
  if (!decoded.ok) return decoded;
  const declared = readAreaDeclaration(remote, decoded.files);
  if (!declared.ok) return declared;
  const hash = hashFiles(decoded.files);
  const integrity = versionIntegrity(decoded.files);

  const existing = await findVersion(db, remote, version);
  if (existing) {
    if (existing.hash !== hash) return conflict;
    // The very files of the first publish (same hash): a version published before integrity
    // was recorded gets its record from them.
    if (existing.file_integrity === null) await recordIntegrity(db, remote, version, integrity);
    return { ok: true, version: toVersionInfo(existing), created: false };
  }

  const staged = await stageFiles(storeDir, decoded.files);
  if (!staged.ok) return staged;
  try {
    return await db.transaction().execute(async (trx): Promise<Published> => {
      const row = await trx
        .insertInto('remote_versions')
        .values({
          remote,
          version,
          hash,
          area: declared.area === null ? null : JSON.stringify(declared.area),
          file_integrity: JSON.stringify(integrity.files),
          entry: integrity.entry,
        })
        .onConflict((oc) => oc.columns(['remote', 'version']).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) {
        // Another publish of this version got in first; nothing was written here.
        const raced = await findVersion(trx, remote, version);
        return raced?.hash === hash ? { ok: true, version: toVersionInfo(raced), created: false } : conflict;
      }
      // A remote's first version is what every campaign loads until told otherwise.
      await trx
        .insertInto('remote_defaults')
        .values({ remote, version })
        .onConflict((oc) => oc.column('remote').doNothing())
        .execute();
      // Inside the transaction: if the files cannot be moved, the version is not registered.
      await installStaged(staged.staging, versionDir(storeDir, remote, version));
      return { ok: true, version: toVersionInfo(row), created: true };
    });
  } finally {
    await discardStaged(staged.staging);
  }
}

/** Records the integrity of a version that has none yet; a record already there stays. */
export async function recordIntegrity(db: Kysely<Database>, remote: string, version: string, integrity: VersionIntegrity): Promise<void> {
  await db
    .updateTable('remote_versions')
    .set({ file_integrity: JSON.stringify(integrity.files), entry: integrity.entry })
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('file_integrity', 'is', null)
    .execute();
}
