import { join } from 'node:path';
import type { AppSettings } from '../app';
import type { ServerConfig } from './config';

export const appSettings = (config: ServerConfig, databaseKind: AppSettings['databaseKind']): AppSettings => ({
  opsToken: config.opsToken,
  remoteStoreDir: config.remoteStoreDir,
  reportBulkDir: join(config.dataDir, 'report-bulk'),
  hostDistDir: config.hostDistDir,
  activitiesDir: config.activitiesDir,
  activitiesOrigin: config.activities.origin,
  sessionIdleMinutes: config.sessionIdleMinutes,
  sessionMaxHours: config.sessionMaxHours,
  sessionCacheSeconds: config.sessionCacheSeconds,
  version: config.version,
  databaseKind,
  auth: config.auth,
  sso: config.sso,
});
