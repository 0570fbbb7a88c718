import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorised } from '../http/api-error';
import { findSession, SESSION_COOKIE, touchSession, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, loaded from the cookie for every API request. */
    session: Session | null;
  }
}

/** The session of a route behind `requireSession`. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorised();
  return request.session;
}

export async function requireSession(request: FastifyRequest): Promise<void> {
  sessionOf(request);
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' });
}

export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const session = await findSession(app.db, token);
      if (!session) return;
      await touchSession(app.db, session, app.settings.sessionIdleMinutes);
      request.session = session;
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie', 'settings'] },
);
