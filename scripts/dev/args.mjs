// What `npm run dev -- <remote> [--port N] [--api URL] [--api-port N]` asks for (docs/remotes.md).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const CONTAINERS = require('../../shared/src/remotes/containers.json');

export const USAGE = `usage: npm run dev -- <remote> [--port 3000] [--api http://localhost:8080 | --api-port 3002]
  <remote>    ${Object.keys(CONTAINERS).join(', ')} (or its folder, remote-<name>)
  --port      the host's dev server; the remote's answers on the next port (DEV_PORT)
  --api       a server already running there, instead of starting the built one (DEV_API_URL)
  --api-port  where the built server listens when this script starts it, activities on the next port (DEV_API_PORT)`;

function portNumber(raw, what) {
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65534) throw new Error(`${what} must be a port number, got "${raw}"`);
  return port;
}

/**
 * @param {string[]} argv
 * @param {Record<string, string | undefined>} env
 * @returns {{ remote: string, port: number, remotePort: number, apiUrl: string | null, apiPort: number }}
 */
export function parseDevArgs(argv, env) {
  const flags = { port: env.DEV_PORT, api: env.DEV_API_URL, 'api-port': env.DEV_API_PORT };
  const positional = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      positional.push(arg);
      continue;
    }
    const [, name, inline] = match;
    if (!(name in flags)) throw new Error(`unknown option --${name}`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    flags[name] = value;
  }
  if (positional.length !== 1) throw new Error('name one remote');
  const remote = positional[0].replace(/^remote-/, '');
  if (!(remote in CONTAINERS)) throw new Error(`unknown remote "${positional[0]}"`);
  const port = portNumber(flags.port ?? '3000', '--port');
  let apiUrl = null;
  if (flags.api) {
    const url = new URL(flags.api);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--api must be an http(s) URL, got "${flags.api}"`);
    apiUrl = url.origin;
  }
  return { remote, port, remotePort: port + 1, apiUrl, apiPort: portNumber(flags['api-port'] ?? String(port + 2), '--api-port') };
}
