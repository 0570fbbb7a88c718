import type { RemoteRef } from '@skillup/shared/api/contract';
import { incompatibility } from './compatibility';

declare const __SKILLUP_SHARED_VERSION__: string;

/** The version of @skillup/shared this host provides to every remote. */
const PROVIDED_SHARED_VERSION = __SKILLUP_SHARED_VERSION__;

/**
 * Reads the version's manifest before the federation runtime does: a version whose files
 * are gone, or that needs a newer @skillup/shared than this host provides, is refused
 * without running any of its code. The runtime's own fetch of it then comes from the cache.
 */
export async function preflightRemote(ref: RemoteRef): Promise<void> {
  const response = await fetch(ref.url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${ref.url} answered ${response.status}`);
  const manifest: unknown = await response.json().catch(() => null);
  const reason = incompatibility(manifest, '@skillup/shared', PROVIDED_SHARED_VERSION);
  if (reason) throw new Error(`version ${ref.version} cannot run in this host: ${reason}`);
}
