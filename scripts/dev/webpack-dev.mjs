// The host and one remote built by webpack in development mode and served from memory by
// webpack-dev-server, from the same configurations as the release builds
// (shared/build/federation.js), with source maps and a page reload on every change.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { devRemotesMiddleware } from './dev-remote.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Module-level maps inlined in each module: quick to rebuild, and the original lines in the browser's tools. */
const DEV_TOOL = 'eval-cheap-module-source-map';

/**
 * A hot module swap would need every area to accept updates across the federation
 * boundary; a reload is what each change gets instead. Signals are left to scripts/dev.mjs,
 * which also stops the API server it started.
 */
const SERVE = { hot: false, liveReload: true, setupExitSignals: false };

/**
 * The release configuration in development mode: React's development build, readable
 * output, and one line per rebuild with its errors instead of the release build's full report.
 * @param {import('webpack').Configuration} config
 */
function development(config) {
  return { ...config, mode: 'development', devtool: DEV_TOOL, stats: 'minimal', output: { ...config.output, clean: false } };
}

/**
 * The remote's dev server. Its manifest and chunks are fetched by the host's page on another
 * origin, hence CORS; its reload client, bundled in the container, must find this server
 * and not the page's.
 * @param {{ repoRoot: string, remote: string, version: string, port: number }} options
 */
export async function startRemoteDevServer({ repoRoot, remote, version, port }) {
  const factory = require(join(repoRoot, `remote-${remote}`, 'webpack.config.js'));
  const config = development(factory({ version }));
  const server = new WebpackDevServer(
    {
      ...SERVE,
      host: 'localhost',
      port,
      static: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: { errors: true, warnings: false } },
    },
    webpack(config),
  );
  await server.start();
  return { server, manifestUrl: `http://localhost:${port}/mf-manifest.json` };
}

/**
 * The host's dev server: the page and its bundle from memory, every client-side route
 * answered with the page, `/api` and the published remotes proxied to the API server, and
 * `GET /api/remotes` answered with the dev remote put in (dev-remote.mjs).
 * @param {{ repoRoot: string, port: number, api: { url: string, publicOrigin: string },
 *   activitiesBase: string, remote: string, ref: { version: string, url: string } }} options
 */
export async function startHostDevServer({ repoRoot, port, api, activitiesBase, remote, ref }) {
  const factory = require(join(repoRoot, 'host', 'webpack.config.js'));
  const base = development(factory({}));
  const origin = `http://localhost:${port}`;
  const plugins = (base.plugins ?? [])
    // Brotli and gzip copies are for the server to send; the dev server compresses nothing.
    .filter((plugin) => plugin?.constructor?.name !== 'PrecompressPlugin')
    // The server names the activities' origin in the page it serves (server/src/static/activities-meta.ts);
    // here the dev server serves the page, so it names it.
    .map((plugin) =>
      plugin instanceof HtmlWebpackPlugin
        ? new HtmlWebpackPlugin({ ...plugin.userOptions, meta: { ...plugin.userOptions.meta, 'skillup-activities': activitiesBase } })
        : plugin,
    );
  const server = new WebpackDevServer(
    {
      ...SERVE,
      host: 'localhost',
      port,
      static: false,
      historyApiFallback: true,
      client: { overlay: { errors: true, warnings: false } },
      proxy: [
        {
          context: ['/api', '/remotes'],
          target: api.url,
          // The server takes a changing call only from its own origin (server/src/http/csrf.ts):
          // a server started elsewhere knows the dev server's origin as a stranger.
          onProxyReq: (proxyReq) => {
            if (api.publicOrigin !== origin && proxyReq.getHeader('origin') === origin) proxyReq.setHeader('origin', api.publicOrigin);
          },
        },
      ],
      setupMiddlewares: (middlewares) => {
        middlewares.unshift({ name: 'skillup-dev-remote', path: '/api/remotes', middleware: devRemotesMiddleware({ apiUrl: api.url, remote, ref }) });
        return middlewares;
      },
    },
    webpack({ ...base, plugins }),
  );
  await server.start();
  return { server, url: origin };
}
