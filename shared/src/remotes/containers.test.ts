import { REMOTE_NAMES } from '../api/contract/names';
import { containerName } from '.';
import CONTAINERS from './containers.json';

// The build reads the same mapping: both sides must agree on every remote.
const federation = require('../../build/federation.js') as { containerName: (remote: string) => string };

describe('container names', () => {
  it.each(REMOTE_NAMES)('%s has a container name that is an identifier, the same for build and host', (remote) => {
    expect(containerName(remote)).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(federation.containerName(remote)).toBe(containerName(remote));
  });

  it('names no other remote', () => {
    expect(Object.keys(CONTAINERS).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('keeps the registry name 360 apart from its container name', () => {
    expect(containerName('360')).toBe('skillup_360');
  });
});
