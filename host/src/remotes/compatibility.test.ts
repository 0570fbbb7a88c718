import { exposedModules, incompatibility, satisfiesCaret, sharedPackages } from './compatibility';

describe('remote compatibility', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.2.0', '^1.1.5', true],
    ['1.1.5', '^1.1.5', true],
    ['1.1.4', '^1.1.5', false],
    ['1.0.0', '^1.1.0', false],
    ['2.0.0', '^1.0.0', false],
    ['1.0.0', 'latest', false],
  ])('%s satisfies %s: %s', (available, required, expected) => {
    expect(satisfiesCaret(available, required)).toBe(expected);
  });

  const manifest = (requiredVersion: string) => ({ shared: [{ name: 'react' }, { name: '@skillup/shared', requiredVersion }] });

  it('accepts a remote built against the shared package the host provides, or an older one', () => {
    expect(incompatibility(manifest('^1.0.0'), '@skillup/shared', '1.2.0')).toBeNull();
  });

  it('refuses a remote built against a newer shared package, saying why', () => {
    expect(incompatibility(manifest('^1.3.0'), '@skillup/shared', '1.2.0')).toBe('it needs @skillup/shared ^1.3.0 and the host provides 1.2.0');
  });

  it('refuses a manifest that is not one', () => {
    expect(incompatibility({ oops: true }, '@skillup/shared', '1.0.0')).toBe('the manifest lists no shared packages');
    expect(incompatibility(null, '@skillup/shared', '1.0.0')).toBe('the manifest lists no shared packages');
  });

  it('reads the names of the exposed modules, leaving out what is unreadable', () => {
    expect(exposedModules({ exposes: [{ name: 'App' }, { name: 'prefetch' }, { name: 3 }, null] })).toEqual(['App', 'prefetch']);
    expect(exposedModules({ exposes: 'App' })).toEqual([]);
    expect(exposedModules(null)).toEqual([]);
  });

  it('reads the names of the shared packages, leaving out what is unreadable', () => {
    expect(sharedPackages({ shared: [{ name: 'react' }, { name: '@chakra-ui/react/box' }, {}, 7] })).toEqual(['react', '@chakra-ui/react/box']);
    expect(sharedPackages({})).toEqual([]);
  });
});
