import type { Clock } from './clock';
import type { Retry } from './item';
import { classify, retryDelay, type AttemptOutcome } from './outcome';
import type { QueueSettings } from './settings';
import type { KeyValueStore } from './storage';
import type { TransportResult } from './transport';

/** One stored item; `rev` tells a stored item from a newer one written under the same key. */
export interface Entry<T> {
  key: string;
  rev: string;
  item: T;
}

export type Failure = Extract<AttemptOutcome, { error: string }>;

export interface RetryQueueState {
  pending: number;
  processing: boolean;
  lastError: string | null;
  /** Why the head of the queue is waiting, or null when it is not. */
  waitingAfter: Failure['kind'] | null;
}

export interface RetryQueueOptions<T extends { retry: Retry }> {
  store: KeyValueStore;
  /** Key prefix of this queue's entries, e.g. 'queue:'. */
  namespace: string;
  settings: QueueSettings;
  clock: Clock;
  send(item: T): Promise<TransportResult>;
  /** An answer that no resend can change: the item is given up at once instead of retried. */
  isFinal?(item: T, result: TransportResult): boolean;
  /** An item made over `refused`, which goes with it when it is given up. */
  buildsOn?(item: T, refused: T): boolean;
  compare(a: Entry<T>, b: Entry<T>): number;
  onFirstFailure?(item: T, failure: Failure): void;
  onSent?(item: T): Promise<void>;
  onGivenUp(item: T, failure: Failure): Promise<void>;
  /** A 401 or 403: the item is already off the queue and the queue has stopped. */
  onUnauthorised(item: T, status: number): Promise<void>;
  onChange(): void;
}

let revisions = 0;
function nextRevision(clock: Clock): string {
  revisions += 1;
  return `${clock.now().toString(36)}.${revisions.toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
}

/**
 * The machinery both queues share (docs/behaviour.md §4, §8): items persisted before any attempt, sent
 * one at a time in order, removed only once the server has them, retried per error class.
 * The head of the queue blocks the rest while it waits: later changes of a test must not
 * reach the server before earlier ones.
 */
export class RetryQueue<T extends { retry: Retry }> {
  private running = false;
  private timer: unknown = null;
  private pump: Promise<void> | null = null;
  private wanted = false;
  private lock: Promise<unknown> = Promise.resolve();
  private eligible: (item: T) => boolean = () => true;
  private entries: Entry<T>[] = [];
  private processing = false;
  private lastError: string | null = null;
  private waitingAfter: Failure['kind'] | null = null;

  constructor(private readonly options: RetryQueueOptions<T>) {}

  get state(): RetryQueueState {
    return {
      pending: this.entries.length,
      processing: this.processing,
      lastError: this.lastError,
      waitingAfter: this.entries.length > 0 ? this.waitingAfter : null,
    };
  }

  /** What is pending, as last read from storage: the beacon has to be sent synchronously. */
  get snapshot(): readonly Entry<T>[] {
    return this.entries;
  }

  /** Reading, sending or writing right now. */
  get isBusy(): boolean {
    return this.pump !== null;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Which stored items this queue sends and counts (the signed-in user's). */
  setFilter(eligible: (item: T) => boolean): Promise<void> {
    this.eligible = eligible;
    return this.exclusive(async () => {
      await this.refresh();
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.kick();
  }

  stop(): void {
    this.running = false;
    this.cancelTimer();
    this.options.onChange();
  }

  /** A waiting retry goes now (the browser is back online). */
  retryNow(): void {
    if (!this.running || this.timer === null) return;
    this.cancelTimer();
    this.kick();
  }

  /**
   * Stores `item` under `key` unless `keepExisting` says the stored one wins; resolves once
   * it is in storage, before any attempt to send it.
   */
  async put(key: string, item: T, keepExisting: (existing: T) => boolean = () => false): Promise<boolean> {
    const stored = await this.exclusive(async () => {
      const existing = await this.options.store.get<Entry<T>>(key);
      if (existing && keepExisting(existing.item)) return false;
      const entry: Entry<T> = { key, rev: nextRevision(this.options.clock), item };
      await this.options.store.set<Entry<T>>(key, entry);
      this.remember(entry);
      return true;
    });
    if (stored) this.kick();
    return stored;
  }

  /** Takes every eligible item off the queue and returns them. */
  takeAll(): Promise<T[]> {
    return this.exclusive(async () => {
      const taken = await this.read();
      for (const entry of taken) await this.options.store.remove(entry.key);
      await this.refresh();
      return taken.map((entry) => entry.item);
    });
  }

  /** Removes an item that has left by other means (a beacon), unless a newer one replaced it. */
  forget(entry: Entry<T>): Promise<void> {
    return this.exclusive(async () => {
      await this.removeIfCurrent(entry);
      await this.refresh();
    });
  }

  /** Resolves when nothing is being read, sent or written: what tests wait for. */
  async settled(): Promise<void> {
    while (this.pump) await this.pump;
    await this.lock;
  }

  private exclusive<R>(task: () => Promise<R>): Promise<R> {
    const run = this.lock.then(task);
    this.lock = run.catch(() => undefined);
    return run;
  }

  private cancelTimer() {
    if (this.timer !== null) this.options.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private wait(ms: number) {
    this.timer = this.options.clock.setTimeout(() => {
      this.timer = null;
      this.kick();
    }, ms);
  }

  private kick() {
    this.wanted = true;
    if (!this.running || this.timer !== null || this.pump) return;
    this.pump = this.drain()
      .catch((error: unknown) => {
        // Storage itself failed: nothing was lost, so try again after the fixed wait.
        this.lastError = error instanceof Error ? error.message : String(error);
        this.processing = false;
        this.options.onChange();
        if (this.running) this.wait(this.options.settings.permanentWaitMs);
      })
      .finally(() => {
        this.pump = null;
        if (this.wanted) this.kick();
      });
  }

  private async drain(): Promise<void> {
    while (this.running) {
      this.wanted = false;
      // What this page stored is mirrored in memory; storage is read in full only on start.
      const head = await this.exclusive(async () => this.entries[0]);
      if (!head) return;
      this.processing = true;
      this.options.onChange();
      const result = await this.options.send(head.item);
      const outcome = classify(result);
      const final = outcome.kind === 'permanent' && (this.options.isFinal?.(head.item, result) ?? false);
      this.processing = false;
      const next = await this.exclusive(() => this.settle(head, outcome, final));
      this.options.onChange();
      if (next === 'stop') return;
    }
  }

  private async settle(head: Entry<T>, outcome: AttemptOutcome, final: boolean): Promise<'next' | 'stop'> {
    const { settings, onSent, onFirstFailure, onUnauthorised } = this.options;
    if (outcome.kind === 'success') {
      this.lastError = null;
      this.waitingAfter = null;
      await this.removeIfCurrent(head);
      await onSent?.(head.item);
      return 'next';
    }
    if (outcome.kind === 'unauthorised') {
      this.lastError = `HTTP ${outcome.status}`;
      this.running = false;
      await this.removeIfCurrent(head);
      await onUnauthorised(head.item, outcome.status);
      return 'stop';
    }
    this.lastError = outcome.error;
    this.waitingAfter = outcome.kind;
    const previous = head.item.retry;
    if (previous.type === null) onFirstFailure?.(head.item, outcome);
    const attempt = previous.type === outcome.kind ? previous.attempt + 1 : 1;
    // Network failures say nothing about the item: it waits for the connection, never dropped.
    if (outcome.kind !== 'network' && (final || attempt > settings.maxRetries)) {
      await this.giveUp(head, outcome);
      return 'next';
    }
    const current = await this.options.store.get<Entry<T>>(head.key);
    if (current?.rev === head.rev) {
      const retried: Entry<T> = { ...head, item: { ...head.item, retry: { type: outcome.kind, attempt } } };
      await this.options.store.set<Entry<T>>(head.key, retried);
      this.remember(retried);
    }
    this.options.onChange();
    if (!this.running) return 'stop';
    // A newer version took the failed one's place: it goes at once, with its own count.
    if (current?.rev !== head.rev) return 'next';
    this.wait(retryDelay(outcome.kind, attempt, settings));
    return 'stop';
  }

  /** Drops the item, and those made over it: the server can take none of them now. */
  private async giveUp(head: Entry<T>, failure: Failure) {
    const { onGivenUp, buildsOn } = this.options;
    await this.removeIfCurrent(head);
    await onGivenUp(head.item, failure);
    const following = buildsOn ? this.entries.filter((entry) => buildsOn(entry.item, head.item)) : [];
    for (const entry of following) {
      await this.removeIfCurrent(entry);
      await onGivenUp(entry.item, { ...failure, error: `made over a refused change (${failure.error})` });
    }
  }

  private async removeIfCurrent(entry: Entry<T>) {
    const current = await this.options.store.get<Entry<T>>(entry.key);
    if (current?.rev === entry.rev) {
      await this.options.store.remove(entry.key);
      this.entries = this.entries.filter((kept) => kept.key !== entry.key);
      this.options.onChange();
    }
  }

  /** Puts a stored entry in the in-memory mirror, in its place in the order. */
  private remember(entry: Entry<T>) {
    const others = this.entries.filter((kept) => kept.key !== entry.key);
    this.entries = this.eligible(entry.item) ? [...others, entry].sort(this.options.compare) : others;
    this.options.onChange();
  }

  private async read(): Promise<Entry<T>[]> {
    const { store, namespace, compare } = this.options;
    const entries: Entry<T>[] = [];
    for (const key of await store.keys(namespace)) {
      const entry = await store.get<Entry<T>>(key);
      if (entry && this.eligible(entry.item)) entries.push(entry);
    }
    return entries.sort(compare);
  }

  private async refresh(): Promise<Entry<T>[]> {
    this.entries = await this.read();
    this.options.onChange();
    return this.entries;
  }
}
