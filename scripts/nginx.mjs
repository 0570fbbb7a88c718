// The reverse proxy of `npm run cluster` and of its browser test is Debian's nginx, installed
// on demand as Chromium is (chromium.mjs). `node scripts/nginx.mjs` installs it when missing
// and prints where it is: what .ci/run calls.
import { existsSync } from 'node:fs';
import { execFileSync, execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** The nginx binary: NGINX_PATH when set, else Debian's or one on the PATH; null when there is none. */
export function findNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  const known = CANDIDATES.find((path) => existsSync(path));
  if (known) return known;
  try {
    return execSync('command -v nginx', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

const hasAptGet = () => {
  try {
    execSync('command -v apt-get', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of nginx, installed first with apt-get when it is missing (as root, on Debian).
 * Without it, an error that says what to install. Installing starts no service: the proxy is
 * started by whoever needs it, with a configuration of its own (scripts/cluster.mjs).
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (process.env.NGINX_PATH || !isRoot || !hasAptGet()) {
    throw new Error(
      process.env.NGINX_PATH
        ? `nginx is missing at NGINX_PATH=${process.env.NGINX_PATH}.`
        : "nginx is missing: install Debian's 'nginx' package (apt-get install nginx), or set NGINX_PATH to an nginx binary.",
    );
  }
  console.log('Installing nginx (Debian package nginx)…');
  // RUNLEVEL=1: the package's scripts do not start the system's nginx on port 80.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  const install = () => execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  try {
    try {
      install();
    } catch {
      // The package lists may be missing or old: fetch them once, then try again.
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
      install();
    }
  } catch (err) {
    throw new Error(`nginx is missing and could not be installed with apt-get (${err instanceof Error ? err.message : String(err)}).`);
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get installed nginx, but no nginx binary was found: set NGINX_PATH.');
  return installed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureNginx());
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
