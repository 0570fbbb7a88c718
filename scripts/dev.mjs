// `npm run dev -- <remote>`: the host and one remote from webpack's dev servers, against a
// local API server, the remote loaded in place of its published version (docs/remotes.md).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from './app-server.mjs';
import { devApi } from './dev/api.mjs';
import { parseDevArgs, USAGE } from './dev/args.mjs';
import { startHostDevServer, startRemoteDevServer } from './dev/webpack-dev.mjs';

const require = createRequire(import.meta.url);

let options;
try {
  options = parseDevArgs(process.argv.slice(2), process.env);
} catch (err) {
  console.error(`${err.message}\n\n${USAGE}`);
  process.exit(2);
}
const { remote, port, remotePort, apiUrl, apiPort } = options;
const devOrigin = `http://localhost:${port}`;
// A version of its own, so the page shows which build it runs (data-remote-version).
const version = `${require(join(repoRoot, `remote-${remote}`, 'package.json')).version}-dev`;

const stops = [];
async function stopAll() {
  for (const stop of stops.reverse()) await stop().catch((err) => console.error(err));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(0));
  });
}

try {
  const api = await devApi({ repoRoot, apiUrl, apiPort, devOrigin });
  stops.push(api.stop);
  const remoteServer = await startRemoteDevServer({ repoRoot, remote, version, port: remotePort });
  stops.push(() => remoteServer.server.stop());
  const host = await startHostDevServer({
    repoRoot,
    port,
    api,
    activitiesBase: api.activitiesBase,
    remote,
    ref: { version, url: remoteServer.manifestUrl },
  });
  stops.push(() => host.server.stop());
  console.log(`\nSkillup dev: open ${host.url}`);
  console.log(`  remote ${remote} ${version} from ${remoteServer.manifestUrl}`);
  console.log(`  API ${api.url}${apiUrl ? '' : ' (built server, embedded database, fresh demo data)'}\n`);
} catch (err) {
  console.error(err);
  await stopAll();
  process.exit(1);
}
