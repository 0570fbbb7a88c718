import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorised } from '../http/api-error';
import { API_BASE, paths } from '@skillup/shared/api/contract';
import { SessionCache } from './session-cache';
import { findSession, hashToken, SESSION_COOKIE, touchSession, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, loaded from the cookie for every API request. */
    session: Session | null;
  }
}

/**
 * A read of the signed-in user's own data, reused while their session is cached: what an
 * authenticated page asks again and again costs one database round trip per few seconds.
 * Only for data that changes through this user's own requests (or may lag by the cache time).
 */
export function rememberedRead<T>(request: FastifyRequest, key: string, load: () => Promise<T>): Promise<T> {
  const { reads } = sessionOf(request);
  let read = reads.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load();
    reads.set(key, read);
    // A failed read is not remembered: the next request tries again.
    read.catch(() => reads.delete(key));
  }
  return read;
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
    const cache = new SessionCache(app.settings.sessionCacheSeconds);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      let session = cache.get(hashToken(token));
      if (!session) {
        session = (await findSession(app.db, token)) ?? undefined;
        if (!session) return;
        cache.set(session);
      }
      await touchSession(app.db, session, app.settings.sessionIdleMinutes);
      request.session = session;
    });
    // Reads are cached; any write may change the user or the session (consent, campaign,
    // logout), so after one the user's cached sessions go — before the answer leaves, so the
    // client's next request cannot see the old state. A new password closes sessions without
    // one: the reset forgets every cached session of this process.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        if (request.session) cache.forgetUser(request.session.account.id);
        else if (request.url.startsWith(API_BASE + paths.resetPassword)) cache.clear();
      }
      return payload;
    });
  },
  { name: 'sessions', dependencies: ['@fastify/cookie', 'settings'] },
);
