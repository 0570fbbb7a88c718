import { mkdirSync } from 'node:fs';
import fastifyCompress from '@fastify/compress';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type onRouteHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { API_BASE } from '@skillup/shared/api/contract';
import { accountRoutes } from './auth/account-routes';
import { passwordResetRoutes } from './auth/password-reset-routes';
import { authRoutes } from './auth/routes';
import { requireSession, sessionPlugin } from './auth/session-plugin';
import { sessionRoutes } from './auth/session-routes';
import { calendarRoutes } from './calendar/routes';
import { challengeTutorialRoutes } from './challenge/tutorial-routes';
import { currentCampaignRoutes } from './campaigns/current-campaign-routes';
import { campaignRoutes } from './campaigns/routes';
import type { AppSettings } from './config/app-settings';
import { fastifyTrustProxy, type TrustProxy } from './config/config';
import type { DatabaseHandle } from './db/connection';
import { databasePlugin } from './db/plugin';
import { PasswordWork } from './auth/password-work';
import type { Database } from './db/schema';
import { feedback360Routes } from './feedback360/routes';
import { nominationRoutes } from './nominations/routes';
import { healthRoutes } from './health/routes';
import { housekeepingPlugin } from './housekeeping/plugin';
import { closeRouteSchemas } from './http/closed-schemas';
import { openApiPlugin } from './http/openapi';
import { cookiesPlugin } from './http/cookies-plugin';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandler } from './http/error-handler';
import { refuseLooseIntegers } from './http/ids';
import { installJsonBodies } from './http/json-body';
import { logRoutes } from './logs/routes';
import { privacyRoutes } from './privacy/routes';
import { hrAdminRoutes } from './admin/routes';
import { adminRoutes } from './remotes/admin-routes';
import { requireConsent } from './privacy/require-consent';
import { remoteIntegrityBackfill } from './remotes/integrity-backfill';
import { remoteRoutes } from './remotes/routes';
import { campaignMailPlugin } from './campaign-mail/plugin';
import { jobsPlugin } from './jobs/plugin';
import { reportBulkPlugin } from './report/bulk/plugin';
import { reportBulkRoutes } from './report/bulk/routes';
import { reportRoutes } from './report/routes';
import { myReportReadsRoutes } from './report/reads/my-reads-routes';
import { myExportRoutes } from './privacy/export/routes';
import { securityHeadersPlugin } from './security/headers-plugin';
import { rejectUnstorableText } from './security/storable-text';
import { ssoRoutes } from './sso/routes';
import { sampleRoutes } from './samples/routes';
import { resourcesPlugin } from './resources';
import { staticPlugin } from './static/plugin';
import { activityApiRoutes } from './activity-api/routes';
import { assessmentRoutes } from './assessments/routes';

export interface AppOptions {
  database: DatabaseHandle;
  settings: AppSettings;
  logLevel?: string;
  trustProxy?: TrustProxy;
  /** Told of every route as it is registered, with its prefix (the security matrix lists them so). */
  onRoute?: onRouteHookHandler;
  /** Whether the answers' serializers are made whole before the app is ready (docs/performance.md, "A started server's first answers"). */
  compileSerializersAtStart?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    settings: AppSettings;
  }
}

export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * The routes that show or change a campaign's content, in one scope whose hook sends a user
 * who has not accepted the privacy terms to them first (422 NO_PRIVACY_CONSENT,
 * docs/behaviour.md §8): a route added here cannot forget to ask.
 */
const consentedRoutes: FastifyPluginAsync = async (api) => {
  api.addHook('preHandler', requireConsent);
  await api.register(currentCampaignRoutes);
  await api.register(assessmentRoutes);
  await api.register(calendarRoutes);
  await api.register(challengeTutorialRoutes);
  await api.register(feedback360Routes);
  await api.register(nominationRoutes);
  await api.register(reportRoutes);
  await api.register(myReportReadsRoutes);
  await api.register(reportBulkRoutes, { worker: api.reportBulkWorker });
};

/**
 * Every route that needs a session, in one scope whose hook refuses a request without one
 * (401) before anything else of the route runs (docs/architecture.md).
 */
const signedInRoutes: FastifyPluginAsync = async (api) => {
  api.addHook('onRequest', requireSession);
  await api.register(sessionRoutes);
  await api.register(accountRoutes);
  await api.register(privacyRoutes);
  await api.register(campaignRoutes);
  await api.register(remoteRoutes);
  await api.register(activityApiRoutes);
  await api.register(sampleRoutes);
  await api.register(resourcesPlugin);
  await api.register(myExportRoutes);
  await api.register(consentedRoutes);
};

/** The whole server, not listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, settings } = options;
  mkdirSync(settings.remoteStoreDir, { recursive: true });

  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Close keep-alive connections on shutdown instead of waiting for clients to leave.
    forceCloseConnections: 'idle',
    // fast-json-stringify tells a union's members apart with validators it compiles at their
    // first answer: 0.6 s of the first sign-in after a start. The server compiles them all
    // before it listens (about 1.4 s longer to start); tests, which build hundreds of apps, do not.
    serializerOpts: { compileValidators: options.compileSerializersAtStart ?? false },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('settings', settings);
        instance.decorate('passwordWork', new PasswordWork(settings.auth.passwordWork));
      },
      { name: 'settings' },
    ),
  );
  await app.register(databasePlugin, { database });
  // The contract's schemas checked by TypeBox: bodies exactly as sent (no null turned into ''),
  // and '1e400' in a query or path is no integer.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.addHook('onRoute', closeRouteSchemas);
  app.addHook('onRoute', refuseLooseIntegers);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installErrorHandler(app);
  installJsonBodies(app);
  await app.register(securityHeadersPlugin);
  // API answers above a kilobyte compressed as they go (brotli at a fast level, else gzip);
  // files come with copies made at build or publish and are not compressed again
  // (docs/performance.md). Request bodies are taken as sent, never inflated.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: COMPRESS_THRESHOLD_BYTES, globalDecompression: false });
  await app.register(cookiesPlugin);
  installCsrfGuard(app, settings.auth);
  app.addHook('preValidation', rejectUnstorableText);
  await app.register(sessionPlugin);
  await app.register(openApiPlugin);

  await app.register(jobsPlugin);
  await app.register(reportBulkPlugin);
  await app.register(campaignMailPlugin);
  await app.register(housekeepingPlugin);
  await app.register(remoteIntegrityBackfill);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(passwordResetRoutes);
      await api.register(logRoutes);
      // The registry's admin API has its own guard: the operations token or an admin's session.
      await api.register(adminRoutes);
      // The HR console's API: the operations token, a company admin's session, or a superassessor's to read.
      await api.register(hrAdminRoutes);
      if (settings.sso) await api.register(ssoRoutes, { sso: settings.sso });
      await api.register(signedInRoutes);
    },
    { prefix: API_BASE },
  );
  await app.register(staticPlugin);
  return app;
}
