import { MANIFEST_FILE, type RemoteRef } from '@skillup/shared/api/contract';
import { remoteEntryPath } from '@skillup/shared/remotes';
import { exposedModules, incompatibility, sharedPackages } from './compatibility';

declare const __SKILLUP_SHARED_VERSION__: string;

/** The version of @skillup/shared this host provides to every remote. */
const PROVIDED_SHARED_VERSION = __SKILLUP_SHARED_VERSION__;

/**
 * Manifests the preflight accepted, by absolute URL: the federation runtime is handed
 * these (runtime.ts) rather than fetching the same file a second time.
 */
const acceptedManifests = new Map<string, string>();

export function acceptedManifest(url: string): string | undefined {
  return acceptedManifests.get(url);
}

/** The integrity each accepted version's entry must have, by its absolute URL. */
const entryIntegrity = new Map<string, string>();

/**
 * What the script at `url` must hash to, when it is the entry of a version the preflight
 * accepted: the federation runtime's script carries it (runtime.ts), and the browser runs
 * the file only if it matches.
 */
export function expectedEntryIntegrity(url: string): string | undefined {
  return entryIntegrity.get(new URL(url, window.location.href).href);
}

/**
 * The address of a version's manifest or entry with the integrity the registry recorded for
 * it: the server sends the file at this address, once it has checked the bytes against that
 * record, to be kept for good (docs/remotes.md, "Files checked before they run"), so a
 * returning visit loads the area without asking again. Another record is another address.
 */
export const recordedFileUrl = (url: string, integrity: string) => `${url}?integrity=${encodeURIComponent(integrity)}`;

class UncheckedFileError extends Error {
  constructor(ref: RemoteRef, path: string) {
    super(`version ${ref.version} has no recorded integrity for ${path}: it is not loaded`);
  }
}

/**
 * Reads the version's manifest before the federation runtime does: a version whose files
 * are gone or differ from what was published, or that needs a newer @skillup/shared than
 * this host provides, is refused without running any of its code (docs/remotes.md). An
 * accepted one answers with the modules it exposes and the shared packages it takes from
 * the host, and its entry is to be checked against the integrity the registry recorded.
 */
export async function preflightRemote(ref: RemoteRef): Promise<{ exposes: string[]; shared: string[] }> {
  const url = new URL(ref.url, window.location.href).href;
  const manifestIntegrity = ref.integrity[MANIFEST_FILE];
  if (manifestIntegrity === undefined) throw new UncheckedFileError(ref, MANIFEST_FILE);
  // The browser compares the body with the integrity and fails the fetch on a mismatch.
  const response = await fetch(recordedFileUrl(url, manifestIntegrity), { credentials: 'same-origin', integrity: manifestIntegrity });
  if (!response.ok) throw new Error(`${ref.url} answered ${response.status}`);
  const text = await response.text();
  let manifest: unknown = null;
  try {
    manifest = JSON.parse(text);
  } catch {
    // An unreadable manifest is refused below, like one without the shared version.
  }
  const reason = incompatibility(manifest, '@skillup/shared', PROVIDED_SHARED_VERSION);
  if (reason) throw new Error(`version ${ref.version} cannot run in this host: ${reason}`);
  const entry = remoteEntryPath(manifest);
  const integrity = entry === null ? undefined : ref.integrity[entry];
  if (entry === null || integrity === undefined) throw new UncheckedFileError(ref, entry ?? 'its entry');
  entryIntegrity.set(new URL(entry, url).href, integrity);
  acceptedManifests.set(url, text);
  return { exposes: exposedModules(manifest), shared: sharedPackages(manifest) };
}
