import { mkdirSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { API_BASE } from '@skillup/shared/api/contract';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { sessionPlugin } from './auth/session-plugin';
import { calendarRoutes } from './calendar/routes';
import { campaignRoutes } from './campaigns/routes';
import type { AuthSettings } from './config/auth-settings';
import { fastifyTrustProxy, type TrustProxy } from './config/config';
import type { DatabaseHandle } from './db/connection';
import type { SsoSettings } from './config/sso';
import type { Database } from './db/schema';
import { feedback360Routes } from './feedback360/routes';
import { healthRoutes } from './health/routes';
import { closeRouteSchemas } from './http/closed-schemas';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandler } from './http/error-handler';
import { logRoutes } from './logs/routes';
import { privacyRoutes } from './privacy/routes';
import { adminRoutes } from './remotes/admin-routes';
import { remoteRoutes } from './remotes/routes';
import { reportBulkPlugin } from './report/bulk/plugin';
import { reportRoutes } from './report/routes';
import { rejectUnstorableText } from './security/storable-text';
import { ssoRoutes } from './sso/routes';
import { sampleRoutes } from './samples/routes';
import { resourcesPlugin } from './resources';
import { staticPlugin } from './static/plugin';
import { testSupportRoutes } from './test-support/routes';
import { testRoutes } from './tests/routes';

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
}

export interface AppOptions {
  database: DatabaseHandle;
  settings: AppSettings;
  logLevel?: string;
  trustProxy?: TrustProxy;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    settings: AppSettings;
  }
}

/**
 * The scripts and styles of the app come from this origin only; activities are framed from
 * their own origin, whose covers the app shows. Requests go to this origin only.
 */
export const appContentSecurityPolicy = (activitiesOrigin: string) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra (emotion) injects its styles at run time; the boot screen is inline CSS.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", activitiesOrigin, 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: [activitiesOrigin],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});

export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The whole server, not listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, settings } = options;
  mkdirSync(settings.remoteStoreDir, { recursive: true });

  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Close keep-alive connections on shutdown instead of waiting for clients to leave.
    forceCloseConnections: 'idle',
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('db', database.db);
        instance.decorate('settings', settings);
      },
      { name: 'settings' },
    ),
  );
  // The contract's schemas checked by TypeBox: bodies exactly as sent (no null turned into ''),
  // and '1e400' in a query or path is no integer.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRoute', closeRouteSchemas);
  installErrorHandler(app);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: appContentSecurityPolicy(settings.activitiesOrigin),
    // Over plain http the header is ignored by browsers and only misleads (docs/security.md).
    hsts: settings.auth.publicUrl.startsWith('https:'),
  });
  // API answers above a kilobyte compressed as they go (brotli at a fast level, else gzip);
  // files come with copies made at build or publish and are not compressed again
  // (docs/performance.md). Request bodies are taken as sent, never inflated.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES, globalDecompression: false });
  await app.register(fastifyCookie);
  installCsrfGuard(app, settings.auth.publicUrl);
  app.addHook('preValidation', rejectUnstorableText);
  await app.register(sessionPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(privacyRoutes);
      await api.register(campaignRoutes);
      await api.register(calendarRoutes);
      await api.register(testRoutes);
      await api.register(feedback360Routes);
      await api.register(remoteRoutes);
      await api.register(logRoutes);
      await api.register(adminRoutes);
      if (settings.sso) await api.register(ssoRoutes, { sso: settings.sso });
      await api.register(testSupportRoutes);
      await api.register(sampleRoutes);
      await api.register(resourcesPlugin);
      await api.register(reportRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(reportBulkPlugin);
  await app.register(staticPlugin);
  return app;
}
