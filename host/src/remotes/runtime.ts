import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './areaLoader';

/**
 * The runtime instance the build plugin created for the host (never a second `init`).
 * Manifest URLs come from the API relative to the site; the runtime derives the remote's
 * public path from them, so it gets them absolute.
 */
export const federationRuntime: FederationRuntime = {
  registerRemotes(remotes, options) {
    registerRemotes(
      remotes.map(({ name, entry }) => ({ name, entry: new URL(entry, window.location.href).href })),
      options,
    );
  },
  loadRemote(id) {
    return loadRemote(id);
  },
};
