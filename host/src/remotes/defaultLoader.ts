import { containerName } from '@skillup/shared/remotes';
import { createAreaLoader } from './areaLoader';
import { preflightRemote } from './preflight';
import { federationRuntime } from './runtime';
import { getRemotes } from '../api/remotes';
import { postLog } from '../api/logs';

/** One try and two retries per version, 0.5 s then 1 s apart, before falling back. */
export const areaLoader = createAreaLoader({
  runtime: federationRuntime,
  getRemotes,
  postLog,
  preflight: preflightRemote,
  containerName,
  attempts: 3,
  retryDelayMs: 500,
});
