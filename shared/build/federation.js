// @ts-check
/**
 * The one webpack configuration of the front end. The host and every remote build with it,
 * so the shared singletons, the loaders and the output layout cannot drift apart.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const CONTAINERS = require('../src/remotes/containers.json');
const { PrecompressPlugin } = require('./precompress');

/**
 * One copy of each at run time: React and everything holding a React context or global
 * state (router, jotai store, Chakra system, emotion cache, i18next instance, axios
 * interceptors, localforage driver) and `@skillup/shared`, which owns the atoms and the
 * API client every area talks through.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@chakra-ui/react',
  '@emotion/react',
  'i18next',
  'react-i18next',
  'axios',
  'localforage',
  '@tanstack/react-query',
  '@skillup/shared',
];

/** Remote versions become folder names under /remotes/<name>/: the contract's RemoteVersion. */
const VERSION_PATTERN = /^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$/;

/**
 * @typedef {{ name?: string, version: string, dependencies?: Record<string, string>, devDependencies?: Record<string, string> }} PackageJson
 * @typedef {Record<string, string | false | undefined>} WebpackEnv
 * @typedef {{ singleton: true, requiredVersion: string, strictVersion?: boolean, import?: string | false, version?: string, shareKey?: string }} SharedConfig
 */

/**
 * A remote built against a newer `@skillup/shared` than the host provides would call
 * exports the host's copy lacks and crash inside its area. Requiring the same major and at
 * least the version it was built with, strictly, makes such a remote fail to load instead,
 * so the loader falls back to the campaign's default version and logs why.
 */
const SHARED_PACKAGE = '@skillup/shared';
const SHARED_VERSION = require('../package.json').version;

/**
 * @param {string} dir
 * @returns {PackageJson}
 */
function readPackageJson(dir) {
  return require(path.join(dir, 'package.json'));
}

/**
 * The Module Federation `shared` map of a workspace.
 * @param {PackageJson} packageJson
 * @param {string} sharedVersion the `@skillup/shared` this build is made against
 * @returns {Record<string, SharedConfig>}
 */
function sharedSingletons(packageJson, sharedVersion = SHARED_VERSION) {
  const declared = { ...packageJson.devDependencies, ...packageJson.dependencies };
  /** @type {Record<string, SharedConfig>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = declared[name];
    if (!requiredVersion) {
      throw new Error(`${packageJson.name ?? 'workspace'}: "${name}" is shared at run time and must be a dependency`);
    }
    shared[name] =
      name === SHARED_PACKAGE ? { singleton: true, requiredVersion: `^${sharedVersion}`, strictVersion: true } : { singleton: true, requiredVersion };
  }
  return shared;
}

/**
 * Singletons the host's own code only imports by subpath (`@chakra-ui/react/button`…), so
 * the login page bundles just the components it renders. The host still provides the whole
 * package, from the very ES modules its subpaths resolve to: one Chakra context for the
 * host's provider and every area's components. Remotes built before they imported Chakra by
 * subpath take it whole; the others take its parts (`chakraParts`).
 */
const PROVIDED_WHOLE_BY_HOST = ['@chakra-ui/react'];

const CHAKRA = '@chakra-ui/react';

/**
 * @param {string} dir
 * @param {string} name
 */
function packageManifest(dir, name) {
  const manifestPath = require.resolve(`${name}/package.json`, { paths: [dir] });
  /** @type {{ version: string, module?: string, main?: string, exports?: Record<string, { import?: { default?: string } }> }} */
  const manifest = require(manifestPath);
  return { root: path.dirname(manifestPath), manifest };
}

/**
 * @param {string} dir
 * @param {string} name
 * @returns {{ import: string, version: string }}
 */
function wholePackage(dir, name) {
  const { root, manifest } = packageManifest(dir, name);
  const entry = manifest.module ?? manifest.main;
  if (!entry) throw new Error(`${name} names no entry module`);
  return { import: path.join(root, entry), version: manifest.version };
}

/**
 * Every subpath Chakra's package exports, with the ES module it resolves to: its named
 * entries (`/styled-system`, `/hooks`, `/preset`…) and one per component folder (`/button`,
 * `/dialog`…, which `./*` maps). The host provides each to the remotes, which import
 * Chakra by subpath and so download only the parts they render, most of them already loaded
 * by the host's own pages, instead of the whole library (docs/performance.md).
 * @param {string} dir
 * @returns {{ request: string, file: string, version: string }[]}
 */
function chakraParts(dir) {
  const { root, manifest } = packageManifest(dir, CHAKRA);
  const parts = [];
  for (const [key, target] of Object.entries(manifest.exports ?? {})) {
    const file = target?.import?.default;
    if (key === '.' || key.includes('*') || !file) continue;
    parts.push({ request: `${CHAKRA}/${key.slice(2)}`, file: path.join(root, file) });
  }
  const wildcard = manifest.exports?.['./*']?.import?.default;
  if (!wildcard) throw new Error(`${CHAKRA} no longer exports its components as ./*`);
  const folder = path.join(root, path.dirname(path.dirname(wildcard)));
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(root, wildcard.replace('*', entry.name));
    if (entry.isDirectory() && fs.existsSync(file)) parts.push({ request: `${CHAKRA}/${entry.name}`, file });
  }
  return parts.map((part) => ({ ...part, version: manifest.version }));
}

/**
 * The host registers its copies first and loads them before any remote: `loaded-first`
 * keeps a remote that registers an equal version later from taking the package over.
 * Without it the runtime breaks ties by container name, and a remote's Chakra or
 * `@skillup/shared` would run beside the host's with contexts of its own.
 * @param {PackageJson} packageJson
 */
function federationBase(packageJson) {
  return {
    shared: sharedSingletons(packageJson),
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
  };
}

/**
 * @param {string} dir
 * @returns {webpack.RuleSetRule}
 */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: {
        transpileOnly: true,
        configFile: path.join(dir, 'tsconfig.json'),
        // The workspace tsconfig only emits declarations for `tsc -b` and holds its own
        // sources; webpack needs the code, of this workspace and of @skillup/shared.
        compilerOptions: {
          composite: false,
          declaration: false,
          emitDeclarationOnly: false,
          noEmit: false,
          rootDir: path.resolve(__dirname, '../..'),
        },
      },
    },
  };
}

/**
 * @param {string} dir
 * @param {string} outputPath
 * @param {string} publicPath
 * @returns {webpack.Configuration}
 */
function baseConfig(dir, outputPath, publicPath) {
  return {
    mode: 'production',
    context: dir,
    // Maps go beside the chunks as separate files that no chunk points to: the browser never
    // downloads them, and whoever reads a stack trace can still map it (docs/remotes.md).
    devtool: 'hidden-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [typescriptRule(dir)] },
    output: {
      path: outputPath,
      publicPath,
      // The federation runtime chunk cannot carry [contenthash]; chunks can.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    // Sizes are measured against the budget by `npm run bench:size`, not by webpack's hints.
    performance: { hints: false },
  };
}

/**
 * The container name of a remote, from the one mapping shared with the host.
 * @param {string} remote
 */
function containerName(remote) {
  const name = /** @type {Record<string, string>} */ (CONTAINERS)[remote];
  if (!name) throw new Error(`unknown remote "${remote}" (known: ${Object.keys(CONTAINERS).join(', ')})`);
  return name;
}

/** The area a remote declares (docs/remotes.md), published beside its manifest. */
const AREA_FILE = 'area.json';

/**
 * Copies the area's declaration into the build as `area.json`, so that publishing the folder
 * publishes it with the version. The server checks it against the contract; a file that is
 * not JSON stops the build here already.
 */
class AreaDeclarationPlugin {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('AreaDeclarationPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AreaDeclarationPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.file);
        const text = fs.readFileSync(this.file, 'utf8');
        try {
          JSON.parse(text);
        } catch (error) {
          compilation.errors.push(
            new webpack.WebpackError(`${this.file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`),
          );
          return;
        }
        compilation.emitAsset(AREA_FILE, new webpack.sources.RawSource(text));
      });
    });
  }
}

/**
 * Webpack configuration of a remote: `webpack --env version=X` builds version X without
 * touching package.json. `--env sharedVersion=Y` declares the build made against
 * `@skillup/shared` Y rather than this checkout's: what a remote team's build against another
 * release of shared declares, for trying the host's refusal of another major
 * (docs/shared-contract.md). The files land in `dist/<version>/` and find their chunks from
 * wherever they are served (`publicPath: 'auto'`), so one build serves any
 * `/remotes/<name>/<version>/` folder. The workspace's `area.json`, or the file `area` names,
 * goes with them when there is one.
 * @param {{ dir: string, remote: string, exposes?: Record<string, string>, area?: string }} options
 * @returns {(env?: WebpackEnv) => webpack.Configuration}
 */
function remoteConfig({ dir, remote, exposes = { './App': './src/App.tsx' }, area = path.join(dir, AREA_FILE) }) {
  return (env = {}) => {
    const packageJson = readPackageJson(dir);
    const version = typeof env.version === 'string' && env.version ? env.version : packageJson.version;
    if (!VERSION_PATTERN.test(version)) throw new Error(`invalid remote version "${version}"`);
    const sharedVersion = typeof env.sharedVersion === 'string' && env.sharedVersion ? env.sharedVersion : SHARED_VERSION;
    if (!VERSION_PATTERN.test(sharedVersion)) throw new Error(`invalid @skillup/shared version "${sharedVersion}"`);
    // The manifest names its build after this variable: two versions of a remote must differ.
    process.env.MF_BUILD_VERSION = version;
    const container = containerName(remote);
    const config = baseConfig(dir, path.join(dir, 'dist', version), 'auto');
    return {
      ...config,
      name: container,
      entry: {},
      // Chunks are registered in a global named after uniqueName. Two versions of one remote
      // can meet in a page (a failed pin, then its fallback): with one global the second
      // would take the first one's chunks, which share ids but not content, for its own.
      output: { ...config.output, uniqueName: `${container}_${version.replace(/[^0-9A-Za-z]/g, '_')}` },
      plugins: [
        new ModuleFederationPlugin({
          ...federationBase(packageJson),
          shared: remoteShared(packageJson, sharedVersion),
          name: container,
          filename: 'remoteEntry.js',
          exposes,
          manifest: true,
          experiments: { externalRuntime: true, optimization: { target: 'web' } },
        }),
        new webpack.DefinePlugin({ __SKILLUP_VERSION__: JSON.stringify(version) }),
        ...(fs.existsSync(area) ? [new AreaDeclarationPlugin(area)] : []),
      ],
    };
  };
}

/**
 * A remote takes Chakra's parts from the host, and has no copy of its own to fall back on:
 * one would hold contexts the host's provider never fills. A host that lacks a part makes
 * the area fail to load, and the loader fall back, instead of rendering it wrong.
 * @param {PackageJson} packageJson
 * @param {string} sharedVersion
 */
function remoteShared(packageJson, sharedVersion) {
  const shared = sharedSingletons(packageJson, sharedVersion);
  shared[`${CHAKRA}/`] = { ...shared[CHAKRA], import: false };
  return shared;
}

/**
 * @param {string} dir
 * @param {PackageJson} packageJson
 */
function hostShared(dir, packageJson) {
  const shared = sharedSingletons(packageJson);
  for (const name of PROVIDED_WHOLE_BY_HOST) shared[name] = { ...shared[name], ...wholePackage(dir, name), shareKey: name };
  // Keyed apart from the subpaths themselves: the host's own subpath imports stay plain
  // modules of its bundle instead of becoming shared loads.
  for (const part of chakraParts(dir)) {
    shared[`provided ${part.request}`] = { ...shared[CHAKRA], import: part.file, version: part.version, shareKey: part.request };
  }
  return shared;
}

/**
 * Webpack configuration of the host, into `host/dist/`. It knows no remote at build time:
 * the remote loader registers the campaign's versions at run time.
 * @param {{ dir: string }} options
 * @returns {(env?: WebpackEnv) => webpack.Configuration}
 */
function hostConfig({ dir }) {
  return () => {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    const packageJson = readPackageJson(dir);
    const config = baseConfig(dir, path.join(dir, 'dist'), '/');
    return {
      ...config,
      name: 'skillup_host',
      entry: { main: './src/index.tsx' },
      output: { ...config.output, uniqueName: 'skillup_host' },
      plugins: [
        new ModuleFederationPlugin({
          ...federationBase(packageJson),
          shared: hostShared(dir, packageJson),
          name: 'skillup_host',
          remotes: {},
          manifest: false,
          // The entry waits for the shared modules itself: no `import('./bootstrap')` needed.
          experiments: { asyncStartup: true, optimization: { target: 'web' } },
        }),
        // `hash`: the entry is named `main.js?<build hash>`, so the server can let browsers keep
        // it for good while index.html itself is revalidated (docs/performance.md).
        new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', hash: true }),
        new webpack.DefinePlugin({ __SKILLUP_SHARED_VERSION__: JSON.stringify(SHARED_VERSION) }),
        new PrecompressPlugin(),
      ],
    };
  };
}

module.exports = { SINGLETONS, sharedSingletons, containerName, remoteConfig, hostConfig };
