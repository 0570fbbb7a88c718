// How the host and the remotes share Chakra (docs/architecture.md, "Sharing"): the host
// provides the whole package and each of its parts, the remotes take the parts with no copy
// of their own, and the host's own subpath imports stay plain modules of its bundle.
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { it } from 'node:test';
import { repoRoot } from './app-server.mjs';

const require = createRequire(import.meta.url);
const { hostConfig, remoteConfig } = require('../shared/build/federation.js');
const CHAKRA = '@chakra-ui/react';

/** The `shared` map a webpack configuration hands the federation plugin. */
const sharedOf = (config) => config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options.shared;

const hostShared = sharedOf(hostConfig({ dir: join(repoRoot, 'host') })());
const remoteShared = sharedOf(remoteConfig({ dir: join(repoRoot, 'remote-calendar'), remote: 'calendar' })({}));

it('the host provides every component of Chakra as a part, from the file its subpath resolves to', () => {
  const esm = join(repoRoot, 'node_modules', CHAKRA, 'dist/esm');
  const components = readdirSync(join(esm, 'components'))
    .map((name) => [name, join(esm, 'components', name, 'index.js')])
    .filter(([, file]) => existsSync(file));
  const provided = new Map(Object.values(hostShared).map((entry) => [entry.shareKey, entry.import]));
  assert.ok(components.length > 100);
  for (const [part, file] of [...components, ['styled-system', join(esm, 'styled-system/index.js')], ['hooks', join(esm, 'hooks/index.js')]]) {
    assert.equal(provided.get(`${CHAKRA}/${part}`), file, `${CHAKRA}/${part} is not provided from ${file}`);
  }
});

it("the host's own subpath imports match no shared key, and the whole package is still provided", () => {
  for (const key of Object.keys(hostShared)) assert.ok(!key.startsWith(`${CHAKRA}/`), `${key} would turn the host's own import into a shared load`);
  assert.equal(hostShared[CHAKRA].shareKey, CHAKRA);
  assert.match(hostShared[CHAKRA].import, /dist\/esm\/index\.js$/);
});

it('a remote takes the parts from the host, with no copy of its own to fall back on', () => {
  assert.deepEqual(
    { import: remoteShared[`${CHAKRA}/`].import, singleton: remoteShared[`${CHAKRA}/`].singleton },
    { import: false, singleton: true },
  );
  assert.notEqual(remoteShared[CHAKRA].import, false);
});
