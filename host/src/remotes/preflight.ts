import type { RemoteRef } from '@skillup/shared/api/contract';
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

/**
 * Reads the version's manifest before the federation runtime does: a version whose files
 * are gone, or that needs a newer @skillup/shared than this host provides, is refused
 * without running any of its code. An accepted one answers with the modules it exposes and
 * the shared packages it takes from the host.
 */
export async function preflightRemote(ref: RemoteRef): Promise<{ exposes: string[]; shared: string[] }> {
  const url = new URL(ref.url, window.location.href).href;
  const response = await fetch(url, { credentials: 'same-origin' });
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
  acceptedManifests.set(url, text);
  return { exposes: exposedModules(manifest), shared: sharedPackages(manifest) };
}
