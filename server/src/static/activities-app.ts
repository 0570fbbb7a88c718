import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ErrorBody } from '@skillup/shared/api/contract';
import { REVALIDATE } from './cache';

export interface ActivitiesAppOptions {
  activitiesDir: string;
  /** The app's origins (config/app-origins.ts): the only pages allowed to frame an activity. */
  appOrigins: string[];
  /** Strict-Transport-Security is only sent when the activities are served over https. */
  https: boolean;
  logLevel?: string;
}

/**
 * An activity page runs its own scripts and styles and talks to the app by postMessage
 * only: no request of its own leaves the page (connect-src 'none'), so it cannot reach
 * the API, and only the app may frame it.
 */
export const activitiesContentSecurityPolicy = (appOrigins: string[]) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    connectSrc: ["'none'"],
    frameSrc: ["'none'"],
    frameAncestors: appOrigins,
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
  },
});

/**
 * The second origin of the product (docs/security.md): the built activities under /tests/
 * and nothing else — no API, no session. Their covers are shown by the app, so they may be
 * loaded from another origin.
 */
export async function buildActivitiesApp(options: ActivitiesAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: options.logLevel ?? 'info' }, forceCloseConnections: 'idle' });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: activitiesContentSecurityPolicy(options.appOrigins),
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    hsts: options.https,
  });
  await app.register(fastifyStatic, {
    root: options.activitiesDir,
    prefix: '/tests/',
    dotfiles: 'ignore',
    // The brotli and gzip copies made at build (docs/performance.md); revalidated, as the names carry no hash.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', REVALIDATE),
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { status: false, code: 'NOT_FOUND', message: `${request.method} ${request.url.split('?')[0]} not found` };
    return reply.code(404).send(body);
  });
  return app;
}
