import { createHash } from 'node:crypto';
import { remoteEntryPath } from '@skillup/shared/remotes';
import { MANIFEST_FILE } from '@skillup/shared/api/contract';
import type { DecodedFile } from './store';

/** The SRI string a browser checks a file against (docs/remotes.md, "Files checked before they run"). */
export const sri = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

export interface VersionIntegrity {
  /** Every file of the version by its path. */
  files: Record<string, string>;
  /** The entry file the manifest names, when it names one that is among the files. */
  entry: string | null;
}

/** What publishing records of a version's files. */
export function versionIntegrity(files: DecodedFile[]): VersionIntegrity {
  const integrity = Object.fromEntries(files.map((file) => [file.path, sri(file.bytes)]));
  const manifest = files.find((file) => file.path === MANIFEST_FILE);
  let parsed: unknown = null;
  try {
    parsed = manifest ? JSON.parse(manifest.bytes.toString('utf8')) : null;
  } catch {
    // A manifest that is no JSON names no entry: the host refuses to load such a version.
  }
  const entry = remoteEntryPath(parsed);
  return { files: integrity, entry: entry !== null && entry in integrity ? entry : null };
}

/**
 * The part of a version's record the remote map carries: the manifest's and the entry's
 * integrity. A version without a record carries none, and the host will not load it.
 */
export function checkedFiles(row: { file_integrity: Record<string, string> | null; entry: string | null }): Record<string, string> {
  const files = row.file_integrity ?? {};
  const checked: Record<string, string> = {};
  for (const path of [MANIFEST_FILE, row.entry]) {
    if (path !== null && files[path] !== undefined) checked[path] = files[path];
  }
  return checked;
}
