import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorised } from '../http/api-error';
import { API_BASE, paths } from '@skillup/shared/api/contract';
import { SessionCache } from './session-cache';
import { findSession, hashToken, sessionCookieName, touchSession, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drops what this process remembers of a user's sessions, for a change made on behalf of
     * someone else (an erasure): other processes forget within SESSION_CACHE_SECONDS.
     */
    forgetUserSessions(userId: number): void;
  }
  interface FastifyRequest {
    /** The signed-in session, loaded from the cookie for every API request. */
    session: Session | null;
  }
  interface FastifyContextConfig {
    /**
     * A write that changes the user's data but never the user nor the session (progress
     * saved by the queue): the cached session stays, only its remembered reads go.
     */
    keepsSession?: boolean;
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

/** Secure whenever the app is published over https, or the request itself came over it. */
function cookieOptions(request: FastifyRequest) {
  const secure = request.server.settings.auth.publicUrl.startsWith('https:') || request.protocol === 'https';
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request.server.settings.auth.publicUrl), token, cookieOptions(request));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.server.settings.auth.publicUrl), cookieOptions(request));
}

export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    const cache = new SessionCache(app.settings.sessionCacheSeconds);
    app.decorate('forgetUserSessions', (userId: number) => cache.forgetUser(userId));
    const cookieName = sessionCookieName(app.settings.auth.publicUrl);
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      let session = cache.get(hashToken(token));
      if (!session) {
        session = (await findSession(app.db, token, app.settings.sessionMaxHours)) ?? undefined;
        if (!session) return;
        cache.set(session);
      }
      if (session.endsAt.getTime() <= Date.now()) return;
      await touchSession(app.db, session, app.settings.sessionIdleMinutes);
      request.session = session;
    });
    // Reads are cached; any other write may change the user or the session (consent, campaign,
    // logout), so after one the user's cached sessions go — before the answer leaves, so the
    // client's next request cannot see the old state. A new password closes sessions without
    // one: the reset forgets every cached session of this process.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
        if (request.session && request.routeOptions.config.keepsSession) cache.forgetReads(request.session.account.id);
        else if (request.session) cache.forgetUser(request.session.account.id);
        else if (request.routeOptions.url === API_BASE + paths.resetPassword) cache.clear();
      }
      return payload;
    });
  },
  { name: 'sessions', dependencies: ['cookies', 'database', 'settings'] },
);
