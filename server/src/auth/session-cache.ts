import { LRUCache } from 'lru-cache';
import type { SessionChange } from './session-broadcast';
import type { Session } from './sessions';

/**
 * Recently read sessions, per process, for a few seconds: an authenticated read then costs
 * no database round trip. Whatever changes a user or their session forgets that user's
 * entries at once in this process, and in the others through session-broadcast.ts. While the
 * broadcast may be missed (its connection lost, not yet listening) the cache is untrusted:
 * it keeps and serves nothing, and every request reads its session from the database.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, Session> | null;
  private readonly byUser = new Map<number, Set<string>>();
  private trusted = true;

  constructor(ttlSeconds: number, max = 10_000) {
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

  set(session: Session): void {
    if (!this.entries || !this.trusted) return;
    this.entries.set(session.id, session);
    const ids = this.byUser.get(session.account.id) ?? new Set<string>();
    ids.add(session.id);
    this.byUser.set(session.account.id, ids);
  }

  forgetUser(userId: number): void {
    for (const id of [...(this.byUser.get(userId) ?? [])]) this.entries?.delete(id);
  }

  /** Keeps the user's sessions but drops the reads made for them: their data changed, they did not. */
  forgetReads(userId: number): void {
    for (const id of this.byUser.get(userId) ?? []) this.entries?.peek(id)?.reads.clear();
  }

  clear(): void {
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
