import fastifyCookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookies read and set: the session cookie (auth/session-plugin.ts) and the SSO checks. */
export const cookiesPlugin = fp(
  async (app) => {
    await app.register(fastifyCookie);
  },
  { name: 'cookies', dependencies: ['settings'] },
);
