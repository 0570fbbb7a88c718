import { containerName } from '@skillup/shared/remotes';
import { sessionUserAtom } from '@skillup/shared/state';
import { createAreaLoader, type MapOf } from './areaLoader';
import { preflightRemote } from './preflight';
import { federationRuntime } from './runtime';
import { getRemotes } from '../api/remotes';
import { postLog } from '../api/logs';
import { areaMapAtom } from '../areas/areaMap';
import { store } from '../app/store';

/** The areas outside campaigns come with the login, or with the session restored after a reload. */
function remoteMap(campaignId: MapOf) {
  const held = campaignId === null ? store.get(areaMapAtom) : null;
  return held ? Promise.resolve({ remotes: held }) : getRemotes(campaignId);
}

/** One try and two retries per version, 0.5 s then 1 s apart, before falling back. */
export const areaLoader = createAreaLoader({
  runtime: federationRuntime,
  getRemotes: remoteMap,
  scope: () => String(store.get(sessionUserAtom)?.id ?? ''),
  postLog,
  preflight: preflightRemote,
  containerName,
  attempts: 3,
  retryDelayMs: 500,
});
