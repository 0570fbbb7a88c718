import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

/** The security headers of every answer (docs/security.md), from the app's settings. */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: appContentSecurityPolicy(app.settings.activitiesOrigin),
      // Over plain http the header is ignored by browsers and only misleads (docs/security.md).
      hsts: app.settings.auth.publicUrl.startsWith('https:'),
    });
  },
  { name: 'security-headers', dependencies: ['settings'] },
);
