import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitSettings } from '../config/auth-settings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { countEvent, pruneCounters, readCounter, resetCounter, type Counter } from '../security/rate-limit';

/** What an account's failures are counted for: a lock-out of one does not block the others. */
export type AccountScope = 'login' | 'reset-token' | 'reset-mail';

const tooManyAttempts = (reply: FastifyReply, counter: Counter) => {
  reply.header('retry-after', String(counter.retryAfterSeconds));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Troppi tentativi: attendi qualche minuto e riprova');
};

const accountKey = (scope: AccountScope, email: string) => `${scope}:${email.trim().toLowerCase()}`;

/**
 * Throttling of the sign-in and reset routes, counted in the database so that every
 * replica sees the same numbers: all calls per client address, failures per account.
 */
export function createThrottle(db: Kysely<Database>, limits: RateLimitSettings) {
  return {
    /** An onRequest hook: counts the call against the client address. */
    async limitAddress(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const counter = await countEvent(db, `address:${request.ip}`, limits.addressWindowSeconds);
      if (counter.count === 1) await pruneCounters(db);
      if (counter.count > limits.addressRequests) throw tooManyAttempts(reply, counter);
    },

    /** Refuses an account that has used up its failures, before any password is checked. */
    async guardAccount(reply: FastifyReply, scope: AccountScope, email: string): Promise<void> {
      const counter = await readCounter(db, accountKey(scope, email));
      if (counter.count >= limits.accountFailures) throw tooManyAttempts(reply, counter);
    },

    async recordFailure(scope: AccountScope, email: string): Promise<void> {
      await countEvent(db, accountKey(scope, email), limits.accountWindowSeconds);
    },

    async clearFailures(scope: AccountScope, email: string): Promise<void> {
      await resetCounter(db, accountKey(scope, email));
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
