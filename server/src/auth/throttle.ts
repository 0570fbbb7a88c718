import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitSettings } from '../config/auth-settings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { countEvent, countFailure, pruneCounters, readCounter, resetCounter } from '../security/rate-limit';

/** What failures are counted for: wrong passwords do not slow down reset links, nor the reverse. */
export type AccountScope = 'login' | 'reset-token';

const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Troppi tentativi: attendi qualche minuto e riprova');
};

const normalise = (email: string) => email.trim().toLowerCase();
const addressKey = (request: FastifyRequest) => `address:${request.ip}`;
const pairKey = (scope: AccountScope, request: FastifyRequest, email: string) => `${scope}:${request.ip}:${normalise(email)}`;
const mailKey = (email: string) => `reset-mail:${normalise(email)}`;

/**
 * The wait before the next attempt after `failures` failures of one address on one
 * account: none for the first few, then doubling from one second up to the ceiling.
 */
export function delayAfter(failures: number, limits: Pick<RateLimitSettings, 'failuresBeforeDelay' | 'maxDelaySeconds'>): number {
  if (failures < limits.failuresBeforeDelay) return 0;
  return Math.min(limits.maxDelaySeconds, 2 ** Math.min(30, failures - limits.failuresBeforeDelay));
}

/**
 * Throttling of the sign-in and reset routes, counted in the database so that every
 * replica sees the same numbers. Only failures count: a company whose people all sign in
 * from one address gets in, however many they are. Failures of one address on one account
 * make that pair wait longer and longer, never lock the account for its owner elsewhere;
 * failures of one address over all accounts meet a ceiling.
 */
export function createThrottle(db: Kysely<Database>, limits: RateLimitSettings) {
  const memorySeconds = limits.failureMemorySeconds;
  return {
    /** Refuses the attempt while this address waits for this account, or has reached its ceiling. */
    async guard(request: FastifyRequest, reply: FastifyReply, scope: AccountScope, email: string): Promise<void> {
      const address = await readCounter(db, addressKey(request));
      if (address.count >= limits.addressFailures) throw tooManyAttempts(reply, address.retryAfterSeconds);
      const pair = await readCounter(db, pairKey(scope, request, email));
      const delay = delayAfter(pair.count, limits);
      if (delay === 0) return;
      // The memory of the pair runs from its latest failure: what is left of it tells when that was.
      const sinceLatest = memorySeconds - pair.retryAfterSeconds;
      if (sinceLatest < delay) throw tooManyAttempts(reply, delay - sinceLatest);
    },

    async recordFailure(request: FastifyRequest, scope: AccountScope, email: string): Promise<void> {
      const address = await countEvent(db, addressKey(request), limits.addressWindowSeconds);
      if (address.count === 1) await pruneCounters(db);
      await countFailure(db, pairKey(scope, request, email), memorySeconds);
    },

    async clearFailures(request: FastifyRequest, scope: AccountScope, email: string): Promise<void> {
      await resetCounter(db, pairKey(scope, request, email));
    },

    /**
     * Every reset mail asked for counts, whether the address has an account or not (the
     * answer must not tell): per account, so nobody's mailbox is flooded, and against the
     * asking address's ceiling.
     */
    async countResetMail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
      const address = await readCounter(db, addressKey(request));
      if (address.count >= limits.addressFailures) throw tooManyAttempts(reply, address.retryAfterSeconds);
      const mails = await readCounter(db, mailKey(email));
      if (mails.count >= limits.resetMailsPerAccount) throw tooManyAttempts(reply, mails.retryAfterSeconds);
      await countEvent(db, mailKey(email), memorySeconds);
      await countEvent(db, addressKey(request), limits.addressWindowSeconds);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
