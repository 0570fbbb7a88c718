import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RateLimitSettings } from '../config/auth-settings';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { countAttemptWhenDue, countEvent, countEventBelow, pruneCounters, readCounter, resetCounter, uncountEvent } from '../security/rate-limit';

/** What failures are counted for: wrong passwords do not slow down reset links, nor the reverse. */
export type AccountScope = 'login' | 'reset-token';

const tooManyAttempts = (reply: FastifyReply, retryAfterSeconds: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  return new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Troppi tentativi: attendi qualche minuto e riprova');
};

const normalise = (email: string) => email.trim().toLowerCase();
const addressKey = (request: FastifyRequest) => `address:${request.ip}`;
const pairKey = (scope: AccountScope, request: FastifyRequest, email: string) => `${scope}:${request.ip}:${normalise(email)}`;
const ceilingKey = (what: AccountScope | 'reset-mail', request: FastifyRequest, email: string) => `ceiling:${what}:${request.ip}:${normalise(email)}`;
const mailKey = (email: string) => `reset-mail:${normalise(email)}`;

type DelayLimits = Pick<RateLimitSettings, 'failuresBeforeDelay' | 'maxDelaySeconds'>;

/**
 * The wait before the next attempt after `failures` failures of one address on one
 * account: none for the first few, then doubling from one second up to the ceiling.
 */
export function delayAfter(failures: number, limits: DelayLimits): number {
  if (failures < limits.failuresBeforeDelay) return 0;
  return Math.min(limits.maxDelaySeconds, 2 ** Math.min(30, failures - limits.failuresBeforeDelay));
}

/** delayAfter for the database, which decides in the statement that counts. */
export function delayInSql(failures: RawBuilder<number>, limits: DelayLimits): RawBuilder<number> {
  const free = sql`${limits.failuresBeforeDelay}::integer`;
  return sql<number>`case when ${failures} < ${free} then 0
    else least(${limits.maxDelaySeconds}::integer, power(2, least(30, ${failures} - ${free}))) end`;
}

/** An attempt let through. It counts as a failure from the start, until it proves otherwise. */
export interface Attempt {
  /** The password or token was right: the failures of this address on the account are forgotten. */
  succeeded(): Promise<void>;
}

/**
 * Throttling of the sign-in and reset routes, counted in the database so that every
 * replica sees the same numbers (docs/security.md, "Sign-in throttling"). Failures of one
 * address on one account make that pair wait longer and longer, never lock the account for
 * its owner elsewhere. Failures of one address over all accounts meet a ceiling, beyond
 * which each account still has one attempt from there per window: whoever knows their
 * password gets in, a guesser gets one guess per account.
 */
export function createThrottle(db: Kysely<Database>, limits: RateLimitSettings) {
  const memorySeconds = limits.failureMemorySeconds;

  /** Takes back what a request counted that proved no failure: refused unchecked, or right. */
  const release = async (taken: string[]) => {
    for (const key of taken) await uncountEvent(db, key);
  };

  /**
   * Counts the request against its address's ceiling, and beyond the ceiling against the
   * one request per account it leaves. Returns the keys counted, to take back should the
   * request not be a failure after all.
   */
  const countAddress = async (request: FastifyRequest, reply: FastifyReply, what: AccountScope | 'reset-mail', email: string) => {
    const address = addressKey(request);
    const counted = await countEvent(db, address, limits.addressWindowSeconds);
    if (counted.count === 1) await pruneCounters(db);
    if (counted.count <= limits.addressFailures) return [address];
    const once = ceilingKey(what, request, email);
    if (await countEventBelow(db, once, limits.addressWindowSeconds, 1)) return [address, once];
    await release([address]);
    throw tooManyAttempts(reply, (await readCounter(db, once)).retryAfterSeconds);
  };

  return {
    /**
     * Lets an attempt through, counted as a failure in the same statement that decides, or
     * refuses it while this address waits for this account. Many at once get no further
     * than one at a time would.
     */
    async admit(request: FastifyRequest, reply: FastifyReply, scope: AccountScope, email: string): Promise<Attempt> {
      const taken = await countAddress(request, reply, scope, email);
      const pair = pairKey(scope, request, email);
      const count = await countAttemptWhenDue(db, pair, memorySeconds, (failures) => delayInSql(failures, limits));
      if (count === null) {
        await release(taken);
        const waiting = await readCounter(db, pair);
        // The memory of the pair runs from its latest failure: what is left of it tells when that was.
        const sinceLatest = memorySeconds - waiting.retryAfterSeconds;
        throw tooManyAttempts(reply, delayAfter(waiting.count, limits) - sinceLatest);
      }
      return {
        async succeeded() {
          await resetCounter(db, pair);
          await release(taken);
        },
      };
    },

    /** A completed reset forgets the sign-in failures too: the old password is gone. */
    async clearFailures(request: FastifyRequest, scope: AccountScope, email: string): Promise<void> {
      await resetCounter(db, pairKey(scope, request, email));
    },

    /**
     * Every reset mail asked for counts, whether the address has an account or not (the
     * answer must not tell): per account, so nobody's mailbox is flooded, and against the
     * asking address's ceiling, beyond which each account can still be sent one per window.
     */
    async countResetMail(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
      const taken = await countAddress(request, reply, 'reset-mail', email);
      if (await countEventBelow(db, mailKey(email), memorySeconds, limits.resetMailsPerAccount)) return;
      await release(taken);
      throw tooManyAttempts(reply, (await readCounter(db, mailKey(email))).retryAfterSeconds);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
