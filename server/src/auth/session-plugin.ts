import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorised } from '../http/api-error';
import { API_BASE, paths } from '@skillup/shared/api/contract';
import { SESSIONS_CHANNEL, SessionBroadcast, type SessionChange } from './session-broadcast';
import { SessionCache } from './session-cache';
import type { Subscription } from '../db/listen';
import { findSession, hashToken, sessionCookieName, touchSession, type Session } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Drops what every process remembers of a user's sessions, for a change made on behalf of
     * someone else (an erasure); resolves once the others have been told.
     */
    forgetUserSessions(userId: number): Promise<void>;
    /**
     * The request's session as the database has it now: for a route about to refuse for want of
     * what the session carries (a campaign entered, the consent). A session this process kept
     * may not yet show a change made on another replica a moment ago (docs/deploy.md,
     * "Replicas"), and a refusal must not be built on that; only the refusing path pays the read.
     */
    freshSession(request: FastifyRequest): Promise<Session>;
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

/** The change a finished write makes to what the processes may keep, if any. */
function changeOf(request: FastifyRequest): SessionChange | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  // Reads are cached; any other write may change the user or the session (consent, campaign,
  // logout), unless its route says it changes only the user's data (progress saved by the
  // queue). A new password closes sessions without one: the reset forgets every session.
  if (request.session) return { forget: request.routeOptions.config.keepsSession ? 'reads' : 'user', userId: request.session.account.id };
  if (request.routeOptions.url === API_BASE + paths.resetPassword) return { forget: 'all' };
  return null;
}

export const sessionPlugin = fp(
  async (app) => {
    app.decorateRequest('session', null);
    const cache = new SessionCache(app.settings.sessionCacheSeconds);
    let subscription: Subscription | undefined;
    const broadcast = new SessionBroadcast(
      app.db,
      {
        onChange: (change) => cache.forget(change),
        onHearing: (hearing) => {
          cache.setTrusted(hearing);
          if (!hearing) app.log.warn('session changes of other processes are not heard: every session is read from the database');
        },
        onSilent: (names) =>
          app.log.warn({ processes: names }, 'processes did not confirm a session change in time: not waited for until heard again'),
        onGone: (names) => app.log.warn({ processes: names }, 'processes no longer connected to the channel: not waited for until heard again'),
      },
      { stillListening: async (names) => subscription?.stillListening?.(names) },
    );
    // Every process hears what the others change (docs/deploy.md, "Replicas"); until it does,
    // and whenever the channel is lost, it keeps nothing. A database no other process opens
    // has nobody to tell.
    const { listenToDatabase } = app;
    if (listenToDatabase && app.settings.sessionCacheSeconds > 0) {
      cache.setTrusted(false);
      subscription = await listenToDatabase(
        SESSIONS_CHANNEL,
        (payload) => broadcast.hear(payload),
        (listening) => broadcast.setConnected(listening),
        broadcast.name,
      );
      app.addHook('onReady', () => broadcast.join());
      app.addHook('onClose', async () => {
        await broadcast.leave();
        await subscription?.stop();
      });
    }

    // A process that keeps nothing still tells the others, which may.
    const forgetEverywhere = async (change: SessionChange) => {
      cache.forget(change);
      if (!listenToDatabase) return;
      try {
        await broadcast.announce(change);
      } catch (err) {
        // The change itself is stored; the others forget at the end of their entries' time.
        app.log.warn({ err }, 'session change not announced to other processes');
      }
    };
    app.decorate('forgetUserSessions', (userId: number) => forgetEverywhere({ forget: 'user', userId }));

    const cookieName = sessionCookieName(app.settings.auth.publicUrl);
    /** The requests whose session came from this process's cache rather than the database. */
    const servedFromCache = new WeakSet<FastifyRequest>();
    app.decorate('freshSession', async (request: FastifyRequest) => {
      const kept = sessionOf(request);
      if (!servedFromCache.delete(request)) return kept;
      const ticket = cache.ticket();
      const session = await findSession(app.db, request.cookies[cookieName] ?? '', app.settings.sessionMaxHours);
      if (!session || session.endsAt.getTime() <= Date.now()) throw unauthorised();
      cache.set(session, ticket);
      request.session = session;
      return session;
    });

    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[cookieName];
      if (!token) return;
      let session = cache.get(hashToken(token));
      if (session) servedFromCache.add(request);
      else {
        // Taken before the read: a change heard while it is on its way may come too late for
        // what it finds, which is then served to this request but not kept (session-cache.ts).
        const ticket = cache.ticket();
        session = (await findSession(app.db, token, app.settings.sessionMaxHours)) ?? undefined;
        if (!session) return;
        cache.set(session, ticket);
      }
      if (session.endsAt.getTime() <= Date.now()) return;
      await touchSession(app.db, session, app.settings.sessionIdleMinutes);
      request.session = session;
    });
    // Before the answer leaves, so the client's next request, on whichever process, cannot
    // see the old state.
    app.addHook('onSend', async (request, _reply, payload) => {
      const change = changeOf(request);
      if (change) await forgetEverywhere(change);
      return payload;
    });
  },
  { name: 'sessions', dependencies: ['cookies', 'database', 'settings'] },
);
