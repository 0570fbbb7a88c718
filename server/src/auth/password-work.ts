import type { FastifyReply } from 'fastify';
import { ApiError } from '../http/api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one bound on password hashing of this process, shared by the sign-in routes. */
    passwordWork: PasswordWork;
  }
}

export interface PasswordWorkSettings {
  /** Password hashes computed at once (SIGN_IN_CONCURRENCY). */
  concurrency: number;
  /** The longest a sign-in waits for its turn before it is refused (SIGN_IN_MAX_WAIT_MS). */
  maxWaitMs: number;
}

/** A first guess at one hash (argon2id, m = 19 MiB, t = 2, on a server core) until one is measured. */
const FIRST_GUESS_MS = 80;

/**
 * The hashing of passwords at sign-in, bounded (docs/deploy.md, "A crowd signing in"). Each
 * hash takes tens of milliseconds of a core; past what the machine can do, waiting sign-ins
 * would pile up until every one of them times out, and the calls of people already signed in
 * would starve with them. So a few hashes run at once, a sign-in waits its turn only while its
 * turn is near, and one that would wait longer is refused at once, to try again in a moment.
 */
export class PasswordWork {
  private running = 0;
  private readonly waiting: Array<{ start: () => void; refuse: () => void }> = [];
  private averageMs = FIRST_GUESS_MS;

  constructor(private readonly settings: PasswordWorkSettings) {}

  /** How long one arriving now would wait for its turn, from those ahead and the measured hash time. */
  expectedWaitMs(): number {
    if (this.running < this.settings.concurrency) return 0;
    return Math.ceil((this.waiting.length + 1) / this.settings.concurrency) * this.averageMs;
  }

  /** Runs `work` in its turn; answers 503 SIGN_IN_BUSY with Retry-After when the turn would come too late. */
  async run<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
    const expected = this.expectedWaitMs();
    if (expected > this.settings.maxWaitMs) throw busy(reply, expected);
    if (this.running < this.settings.concurrency) this.running += 1;
    else await this.turn(reply);
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      // The place goes straight to the next in line, so no newcomer takes it in between.
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running -= 1;
    }
  }

  /** Waits for a place handed over by a finished hash, or is refused once the longest wait is over. */
  private turn(reply: FastifyReply): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: () => {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          reject(busy(reply, this.expectedWaitMs()));
        },
      };
      const timer = setTimeout(() => entry.refuse(), this.settings.maxWaitMs);
      this.waiting.push(entry);
    });
  }
}

function busy(reply: FastifyReply, expectedWaitMs: number): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(expectedWaitMs / 1000))));
  return new ApiError(503, 'SIGN_IN_BUSY', 'Troppe persone stanno entrando ora: riprova tra qualche secondo');
}
