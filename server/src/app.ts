import { mkdirSync } from 'node:fs';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { API_BASE } from '@skillup/shared/api/contract';
import { authRoutes } from './auth/routes';
import { sessionPlugin } from './auth/session-plugin';
import { campaignRoutes } from './campaigns/routes';
import type { DatabaseHandle } from './db/connection';
import type { Database } from './db/schema';
import { healthRoutes } from './health/routes';
import { installCsrfGuard } from './http/csrf';
import { installErrorHandler } from './http/error-handler';
import { logRoutes } from './logs/routes';
import { adminRoutes } from './remotes/admin-routes';
import { remoteRoutes } from './remotes/routes';
import { resourcesPlugin } from './resources';
import { staticPlugin } from './static/plugin';
import { testRoutes } from './tests/routes';

export interface AppSettings {
  opsToken: string;
  remoteStoreDir: string;
  hostDistDir: string;
  activitiesDir: string;
  sessionIdleMinutes: number;
  version: string;
  databaseKind: DatabaseHandle['kind'];
}

export interface AppOptions {
  database: DatabaseHandle;
  settings: AppSettings;
  logLevel?: string;
  trustProxy?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    settings: AppSettings;
  }
}

/** The scripts and styles of the app and of the activities come from this origin only. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Chakra (emotion) injects its styles at run time; the boot screen is inline CSS.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** The whole server, not listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { database, settings } = options;
  mkdirSync(settings.remoteStoreDir, { recursive: true });

  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    trustProxy: options.trustProxy ?? false,
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
  installErrorHandler(app);
  await app.register(fastifyHelmet, { contentSecurityPolicy });
  await app.register(fastifyCookie);
  installCsrfGuard(app);
  await app.register(sessionPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(campaignRoutes);
      await api.register(testRoutes);
      await api.register(remoteRoutes);
      await api.register(logRoutes);
      await api.register(adminRoutes);
      await api.register(resourcesPlugin);
    },
    { prefix: API_BASE },
  );
  await app.register(staticPlugin);
  return app;
}
