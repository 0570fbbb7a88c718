import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppSettings } from '../config/app-settings';
import { mailWorkerOn } from '../campaign-mail/settings';
import { DEFAULT_HOUSEKEEPING } from '../housekeeping/settings';
import { loadAuthSettings } from '../config/auth-settings';
import type { TrustProxy } from '../config/config';
import { openDatabase } from '../db/start';
import { createDatabase, type DatabaseHandle } from '../db/connection';
import { routeRecorder, type ServerRoute } from './security-matrix/server-routes';
import type { TestDatabaseTarget } from './databases';

export const DEMO_PASSWORD = 'Skillup-2026';
export const OPS_TOKEN = 'test-ops-token';
export const persona = (name: string) => `${name}@demo.skillup.test`;

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  settings: AppSettings;
  /** Every route the app registered, as its `onRoute` hook saw them. */
  routes: ServerRoute[];
  /** Signs a persona in and returns the Cookie header of the session. */
  login(name: string): Promise<string>;
  /**
   * Another server on the same database and settings, as a second replica would be: on
   * PostgreSQL with a connection pool of its own; an in-memory PGlite has but one to share.
   * Closed with the test app.
   */
  replica(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/**
 * Mail goes to the test's own outbox; the per-address limit is out of the way of suites
 * that sign in often (the throttling tests set their own).
 */
export function testAuthSettings(workDir: string): AppSettings['auth'] {
  const auth = loadAuthSettings({}, { port: 0, dataDir: workDir });
  return {
    ...auth,
    publicUrl: 'http://app.test',
    rateLimits: { ...auth.rateLimits, addressFailures: 1_000_000, clientLogsPerAddress: 1_000_000, clientLogsPerUser: 1_000_000 },
    // Suites sign many in at once on a busy machine: a sign-in waits its turn rather than be refused.
    passwordWork: { ...auth.passwordWork, maxWaitMs: 120_000 },
  };
}

/** One server per test file, on a fresh database seeded with the demo personas. */
export async function startTestApp(
  target: TestDatabaseTarget,
  settings: Partial<AppSettings> = {},
  options: { trustProxy?: TrustProxy; compileSerializersAtStart?: boolean } = {},
): Promise<TestApp> {
  const created = await target.createSeeded();
  const database = await openDatabase(created.spec);
  const workDir = mkdtempSync(join(tmpdir(), 'skillup-server-test-'));
  const fullSettings: AppSettings = {
    opsToken: OPS_TOKEN,
    remoteStoreDir: join(workDir, 'remotes'),
    reportBulkDir: join(workDir, 'report-bulk'),
    hostDistDir: join(workDir, 'host-dist'),
    activitiesDir: join(workDir, 'activities'),
    activitiesOrigin: 'http://activities.test',
    sessionIdleMinutes: 480,
    sessionMaxHours: 24,
    sessionCacheSeconds: 0,
    version: '0.0.0-test',
    databaseKind: database.kind,
    auth: testAuthSettings(workDir),
    housekeeping: DEFAULT_HOUSEKEEPING,
    mailWorker: { ...mailWorkerOn(database.kind), pollSeconds: 0.5, retryDelaySeconds: 1 },
    ...settings,
  };
  const recorder = routeRecorder();
  const app = await buildApp({ database, settings: fullSettings, logLevel: 'silent', onRoute: recorder.onRoute, ...options });
  const replicas: FastifyInstance[] = [];
  return {
    app,
    database,
    settings: fullSettings,
    routes: recorder.routes,
    async login(name) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: persona(name), password: DEMO_PASSWORD },
      });
      if (response.statusCode !== 200) throw new Error(`login of ${name} failed: ${response.body}`);
      const cookie = response.cookies.find((c) => c.name === 'skillup_session');
      if (!cookie) throw new Error(`login of ${name} set no session cookie`);
      return `skillup_session=${cookie.value}`;
    },
    async replica() {
      const own = created.spec.kind === 'memory' ? { ...database, close: async () => {} } : await createDatabase(created.spec);
      const replica = await buildApp({ database: own, settings: fullSettings, logLevel: 'silent', trustProxy: options.trustProxy });
      replicas.push(replica);
      return replica;
    },
    async close() {
      for (const replica of replicas) await replica.close();
      await app.close();
      // The app closed its database (db/plugin.ts), unless it failed to start.
      await database.close();
      await created.drop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
