import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import type { DatabaseSpec } from '../db/connection';
import { loadHousekeepingSettings, type HousekeepingSettings } from '../housekeeping/settings';
import { loadActivitiesSettings, type ActivitiesSettings } from './activities';
import { loadAuthSettings, type AuthSettings } from './auth-settings';
import { ensureOpsToken } from './ops-token';
import { findRepoRoot } from './repo-root';
import { loadSsoSettings, type SsoSettings } from './sso';

export interface ServerConfig {
  port: number;
  host: string;
  repoRoot: string;
  dataDir: string;
  database: DatabaseSpec;
  opsToken: string;
  /** The token was given (SKILLUP_OPS_TOKEN) rather than generated in the data folder. */
  opsTokenGiven: boolean;
  remoteStoreDir: string;
  hostDistDir: string;
  activitiesDir: string;
  activities: ActivitiesSettings;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  sessionCacheSeconds: number;
  trustProxy: TrustProxy;
  logLevel: string;
  version: string;
  auth: AuthSettings;
  sso: SsoSettings;
  housekeeping: HousekeepingSettings;
}

type Env = Record<string, string | undefined>;

/** Which proxies may tell the client's address and protocol: a hop count, their addresses, or none. */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Trusting every proxy would let any client choose its address with X-Forwarded-For and
 * escape the per-address limits: only a number of hops or the proxies' own addresses.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a !== '');
  if (addresses.length === 0 || !addresses.every(isAddressOrRange)) {
    throw new Error(
      `TRUST_PROXY takes the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.0.0/8), got "${raw}"`,
    );
  }
  return addresses;
}

/**
 * What Fastify is given. It ignores a bare hop count (a client reaching the server directly
 * could forge the hops), so the count becomes the rule itself: the peer and the next
 * `hops - 1` forwarders are proxies, the address before them is the client's.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function serverVersion(repoRoot: string): string {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'server', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

const fromRoot = (repoRoot: string, path: string) => (isAbsolute(path) ? path : resolve(repoRoot, path));

/** The embedded database, remote store and ops token live here unless told otherwise. */
export const resolveDataDir = (env: Env = process.env, repoRoot = findRepoRoot()) => fromRoot(repoRoot, env.SKILLUP_DATA_DIR || 'data');

/** Where the CLI finds the remote-<name>/ workspaces and their builds. */
export const resolveRemotesRoot = (env: Env = process.env, repoRoot = findRepoRoot()) => fromRoot(repoRoot, env.SKILLUP_REMOTES_ROOT || '.');

/** Everything the server reads from its environment, resolved once at start-up. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const repoRoot = findRepoRoot();
  const dataDir = resolveDataDir(env, repoRoot);
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// connection string');
  }
  const database: DatabaseSpec = databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir: join(dataDir, 'pgdata') };
  const port = integer(env, 'PORT', 8080);
  const auth = loadAuthSettings(env, { port, dataDir });
  return {
    port,
    host: env.HOST || '0.0.0.0',
    repoRoot,
    dataDir,
    database,
    opsToken: env.SKILLUP_OPS_TOKEN || ensureOpsToken(dataDir),
    opsTokenGiven: Boolean(env.SKILLUP_OPS_TOKEN),
    remoteStoreDir: fromRoot(repoRoot, env.SKILLUP_REMOTE_STORE || join(dataDir, 'remotes')),
    hostDistDir: join(repoRoot, 'host', 'dist'),
    activitiesDir: join(repoRoot, 'activities', 'public'),
    activities: loadActivitiesSettings(env, { port, publicUrl: auth.publicUrl }),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 480),
    sessionMaxHours: integer(env, 'SESSION_MAX_HOURS', 24),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    version: serverVersion(repoRoot),
    auth,
    sso: loadSsoSettings(env, port),
    housekeeping: loadHousekeepingSettings(env),
  };
}
