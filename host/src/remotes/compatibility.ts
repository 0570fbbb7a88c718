/** What a remote's mf-manifest.json says about the shared packages it was built against. */
export interface RemoteManifest {
  shared?: { name?: unknown; requiredVersion?: unknown }[];
  exposes?: { name?: unknown }[];
}

const VERSION = /^(\d+)\.(\d+)\.(\d+)/;

function parts(version: string): [number, number, number] | null {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** `^x.y.z` (or a plain x.y.z, read the same way): the same major, and not older. */
export function satisfiesCaret(available: string, required: string): boolean {
  const have = parts(available);
  const want = parts(required.replace(/^\^/, ''));
  if (!have || !want || have[0] !== want[0]) return false;
  return have[1] !== want[1] ? have[1] > want[1] : have[2] >= want[2];
}

/**
 * Why the host cannot run a remote with this manifest, or null when it can. Checked before
 * any of the remote's code runs: a remote started and then refused would leave its shared
 * modules registered in the page, where the fallback version would pick them up.
 */
export function incompatibility(manifest: unknown, packageName: string, providedVersion: string): string | null {
  const shared = (manifest as RemoteManifest | null)?.shared;
  if (!Array.isArray(shared)) return 'the manifest lists no shared packages';
  const entry = shared.find((item) => item?.name === packageName);
  if (!entry) return null;
  const required = typeof entry.requiredVersion === 'string' ? entry.requiredVersion : '';
  return satisfiesCaret(providedVersion, required)
    ? null
    : `it needs ${packageName} ${required || '(unreadable)'} and the host provides ${providedVersion}`;
}

/** The names in one of a manifest's lists; what is unreadable is left out. */
function namesIn(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: { name?: unknown } | null) => (typeof item?.name === 'string' ? [item.name] : []));
}

/** The names of the modules a manifest exposes ('App', 'prefetch'). */
export function exposedModules(manifest: unknown): string[] {
  return namesIn((manifest as RemoteManifest | null)?.exposes);
}

/** The names of the shared packages a manifest says its remote takes from the host. */
export function sharedPackages(manifest: unknown): string[] {
  return namesIn((manifest as RemoteManifest | null)?.shared);
}
