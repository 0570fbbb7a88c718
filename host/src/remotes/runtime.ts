import { loadRemote, loadShare, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import type { FederationRuntime } from './areaLoader';
import { acceptedManifest, expectedEntryIntegrity, recordedFileUrl } from './preflight';

/**
 * Remotes are built with `externalRuntime` (shared/build/federation.js): their entry files take
 * the federation runtime from this global instead of each carrying a copy, which cut about
 * 16 KB compressed from every area's first load (docs/performance.md). It must be set before
 * the first remote entry runs, and every remote load goes through this module.
 */
const federationGlobal = runtimeCore.Global as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };
federationGlobal._FEDERATION_RUNTIME_CORE ??= runtimeCore;

let manifestsHandedOver = false;

/**
 * The manifest is read once per load (docs/performance.md): the runtime's fetch of a
 * manifest the preflight has just accepted is answered with that text. Any other URL is
 * left to the runtime. The entry of an accepted version is loaded by a script that carries
 * its recorded integrity, so a file altered since it was published never runs, from the
 * address that names that integrity, which the browser keeps (docs/remotes.md, "Files
 * checked before they run").
 */
function handOverAcceptedManifests(): void {
  if (manifestsHandedOver) return;
  manifestsHandedOver = true;
  registerPlugins([
    {
      name: 'skillup-accepted-manifests',
      fetch(url: string) {
        const text = acceptedManifest(url);
        return text === undefined ? undefined : Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
      },
      createScript({ url }: { url: string }) {
        const integrity = expectedEntryIntegrity(url);
        if (integrity === undefined) return undefined;
        const script = document.createElement('script');
        script.integrity = integrity;
        script.src = recordedFileUrl(url, integrity);
        return script;
      },
    },
  ]);
}

/**
 * The runtime instance the build plugin created for the host (never a second `init`).
 * Manifest URLs come from the API relative to the site; the runtime derives the remote's
 * public path from them, so it gets them absolute.
 */
export const federationRuntime: FederationRuntime = {
  registerRemotes(remotes, options) {
    handOverAcceptedManifests();
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.href).href })),
      options,
    );
  },
  loadRemote(id) {
    return loadRemote(id);
  },
  preloadShared(names) {
    for (const name of names) loadShare(name).catch(() => undefined);
  },
};
