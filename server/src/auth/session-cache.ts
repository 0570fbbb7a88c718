import { LRUCache } from 'lru-cache';
import type { SessionChange } from './session-broadcast';
import type { Session } from './sessions';

/**
 * Recently read sessions, per process, for a few seconds: an authenticated read then costs
 * no database round trip. Whatever changes a user or their session forgets that user's
 * entries at once in this process, and in the others through session-broadcast.ts. While the
 * broadcast may be missed (its connection lost, not yet listening) the cache is untrusted:
 * it keeps and serves nothing, and every request reads its session from the database.
 *
 * A read from the database may still be on its way when a change is heard: it may have found the
 * session as it was, and the forget came before there was anything to forget, so keeping it
 * would serve the old state (no campaign, no consent) for the whole TTL. So every forget takes
 * the next number, a read takes the current one before it starts (`ticket()`), and `set` keeps
 * what it found only if nothing that touches its user was forgotten since. What such a read
 * found is still served, to its own request only, which began before the change was heard.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Session> | null;
  private readonly byUser = new Map<number, Set<string>>();
  private trusted = true;
  /** How many forgets there have been: the number of the last one. */
  private forgets = 0;
  /** The last forget that touched every user (a clear, or a user no longer remembered below). */
  private everyoneForgottenAt = 0;
  /**
   * Each user's last forget, oldest first; only the latest `max` users. One dropped counts as
   * forgotten for everyone at its number: a read older than that is not kept, which costs a
   * query later but never serves a stale session.
   */
  private readonly userForgottenAt = new Map<number, number>();

  constructor(
    ttlSeconds: number,
    private readonly max = 10_000,
  ) {
    this.entries =
      ttlSeconds > 0
        ? new LRUCache<string, Session>({
            max,
            ttl: ttlSeconds * 1000,
            dispose: (session, id) => this.unindex(session.account.id, id),
          })
        : null;
  }

  get(id: string, now = new Date()): Session | undefined {
    if (!this.trusted) return undefined;
    const session = this.entries?.get(id);
    if (session && session.expiresAt <= now) {
      this.entries?.delete(id);
      return undefined;
    }
    return session;
  }

  /** Taken before a session is read from the database, and handed to `set` with what it found. */
  ticket(): number {
    return this.forgets;
  }

  /** Keeps a session read from the database, unless its user was forgotten since `ticket`. */
  set(session: Session, ticket: number): void {
    if (!this.entries || !this.trusted) return;
    const forgottenAt = Math.max(this.everyoneForgottenAt, this.userForgottenAt.get(session.account.id) ?? 0);
    if (forgottenAt > ticket) return;
    this.entries.set(session.id, session);
    const ids = this.byUser.get(session.account.id) ?? new Set<string>();
    ids.add(session.id);
    this.byUser.set(session.account.id, ids);
  }

  forgetUser(userId: number): void {
    if (!this.entries) return;
    // Deleted first, so the map stays in the order of the numbers.
    this.userForgottenAt.delete(userId);
    this.userForgottenAt.set(userId, ++this.forgets);
    if (this.userForgottenAt.size > this.max) {
      const [oldestUser, oldestAt] = this.userForgottenAt.entries().next().value!;
      this.userForgottenAt.delete(oldestUser);
      this.everyoneForgottenAt = oldestAt;
    }
    for (const id of [...(this.byUser.get(userId) ?? [])]) this.entries?.delete(id);
  }

  /**
   * Keeps the user's sessions but drops the reads made for them: their data changed, they did
   * not. So a session read on its way meanwhile is still kept: it found the row right, and its
   * own reads start empty.
   */
  forgetReads(userId: number): void {
    for (const id of this.byUser.get(userId) ?? []) this.entries?.peek(id)?.reads.clear();
  }

  clear(): void {
    this.everyoneForgottenAt = ++this.forgets;
    // Every user's own number is now older than everyone's.
    this.userForgottenAt.clear();
    this.entries?.clear();
  }

  forget(change: SessionChange): void {
    if (change.forget === 'all') this.clear();
    else if (change.forget === 'user') this.forgetUser(change.userId);
    else this.forgetReads(change.userId);
  }

  /** Whether what other processes change reaches this one; either way, what was kept goes. */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  private unindex(userId: number, id: string): void {
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
