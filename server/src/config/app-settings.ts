import { join } from 'node:path';
import type { DatabaseHandle } from '../db/connection';
import { mailWorkerOn, type MailWorkerOptions } from '../campaign-mail/settings';
import type { HousekeepingSettings } from '../housekeeping/settings';
import type { AuthSettings } from './auth-settings';
import type { ServerConfig } from './config';
import { agreeOnOpsToken } from './ops-token';
import type { SsoSettings } from './sso';

export interface AppSettings {
  opsToken: string;
  remoteStoreDir: string;
  /** Where the zips of all reports of a campaign are built and kept for a while. */
  reportBulkDir: string;
  hostDistDir: string;
  activitiesDir: string;
  /** The origin the activity pages are served from (docs/security.md): framed, never same-origin. */
  activitiesOrigin: string;
  sessionIdleMinutes: number;
  /** However active, a session ends this many hours after sign-in. */
  sessionMaxHours: number;
  /** How long a process may reuse a session it read; 0 reads every request's session from the database. */
  sessionCacheSeconds: number;
  version: string;
  databaseKind: DatabaseHandle['kind'];
  auth: AuthSettings;
  /** Without it the SSO routes are not served. */
  sso?: SsoSettings;
  housekeeping: HousekeepingSettings;
  /** How campaign mails are sent: batch, retries, polling. */
  mailWorker: MailWorkerOptions;
}

/** The settings of a server process on its open database, whose operations token it shares with the others. */
export const appSettings = async (config: ServerConfig, database: DatabaseHandle): Promise<AppSettings> => ({
  opsToken: config.opsTokenGiven ? config.opsToken : await agreeOnOpsToken(database.db, config.dataDir, config.opsToken),
  remoteStoreDir: config.remoteStoreDir,
  reportBulkDir: join(config.dataDir, 'report-bulk'),
  hostDistDir: config.hostDistDir,
  activitiesDir: config.activitiesDir,
  activitiesOrigin: config.activities.origin,
  sessionIdleMinutes: config.sessionIdleMinutes,
  sessionMaxHours: config.sessionMaxHours,
  sessionCacheSeconds: config.sessionCacheSeconds,
  version: config.version,
  databaseKind: database.kind,
  auth: config.auth,
  sso: config.sso,
  housekeeping: config.housekeeping,
  mailWorker: mailWorkerOn(database.kind),
});
