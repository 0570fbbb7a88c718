import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { DatabaseSpec } from '../db/connection';
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
  remoteStoreDir: string;
  hostDistDir: string;
  activitiesDir: string;
  sessionIdleMinutes: number;
  sessionCacheSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  version: string;
  auth: AuthSettings;
  sso: SsoSettings;
}

type Env = Record<string, string | undefined>;

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
export const resolveDataDir = (env: Env = process.env, repoRoot = findRepoRoot()) =>
  fromRoot(repoRoot, env.SKILLUP_DATA_DIR || 'data');

/** Where the CLI finds the remote-<name>/ workspaces and their builds. */
export const resolveRemotesRoot = (env: Env = process.env, repoRoot = findRepoRoot()) =>
  fromRoot(repoRoot, env.SKILLUP_REMOTES_ROOT || '.');

/** Everything the server reads from its environment, resolved once at start-up. */
export function loadConfig(env: Env = process.env): ServerConfig {
  const repoRoot = findRepoRoot();
  const dataDir = resolveDataDir(env, repoRoot);
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// connection string');
  }
  const database: DatabaseSpec = databaseUrl
    ? { kind: 'postgres', url: databaseUrl }
    : { kind: 'pglite', dataDir: join(dataDir, 'pgdata') };
  const port = integer(env, 'PORT', 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    repoRoot,
    dataDir,
    database,
    opsToken: env.SKILLUP_OPS_TOKEN || ensureOpsToken(dataDir),
    remoteStoreDir: fromRoot(repoRoot, env.SKILLUP_REMOTE_STORE || join(dataDir, 'remotes')),
    hostDistDir: join(repoRoot, 'host', 'dist'),
    activitiesDir: join(repoRoot, 'activities', 'public'),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 480),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || 'info',
    version: serverVersion(repoRoot),
    auth: loadAuthSettings(env, { port, dataDir }),
    sso: loadSsoSettings(env, port),
  };
}
