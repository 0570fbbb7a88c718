import type { RemoteName } from '../api/contract';
import CONTAINERS from './containers.json';

/**
 * Registry name of each remote → the name of its Module Federation container. Container
 * names must be identifiers ('360' is not), so every remote is prefixed alike. The build
 * (shared/build/federation.js) reads the same file.
 */
const CONTAINER_NAMES: Readonly<Record<RemoteName, string>> = CONTAINERS;

export function containerName(remote: RemoteName): string {
  return CONTAINER_NAMES[remote];
}

export { remoteEntryPath } from './entry';
