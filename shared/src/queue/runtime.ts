import type { CheckSyncRequest, CheckSyncResponse, Outcome, TestStatus, TestSyncData } from '../api/contract';
import { API_BASE, paths } from '../api/contract/paths';
import { PermanentErrorBackup } from './backup';
import { LocalCache, type CachedTest } from './cache';
import { systemClock, type Clock } from './clock';
import { buildsOn, compareItems, describeItem, itemKey, NO_RETRY, type LogItem, type QueueItem, type TestRef } from './item';
import { classify } from './outcome';
import { RetryQueue, type Entry, type Failure } from './retryQueue';
import { DEFAULT_QUEUE_SETTINGS, type QueueSettings } from './settings';
import { createKeyValueStore, type KeyValueStore } from './storage';
import { httpTransport, type Transport } from './transport';
import { validateQueueItem, type QueueItemInput } from './validate';
import { isFinalAnswer, toBeaconItem, toRequest, travelsInBeacon } from './wire';

export interface QueueState {
  running: boolean;
  /** Request items of the signed-in user not yet acknowledged. */
  pending: number;
  pendingLogs: number;
  processing: boolean;
  lastError: string | null;
  /** The head item could not reach the server and waits for the connection. */
  waitingForNetwork: boolean;
}

type PageEvents = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export interface QueueRuntimeOptions {
  store?: KeyValueStore;
  settings?: Partial<QueueSettings>;
  clock?: Clock;
  transport?: Transport;
  sendBeacon?: (url: string, data: FormData) => boolean;
  /** Where 'online' and 'pagehide' arrive. */
  window?: PageEvents;
  /** Where 'visibilitychange' arrives, and whether the page is hidden. */
  document?: PageEvents & { visibilityState: DocumentVisibilityState };
  /** Where a log that cannot be delivered is reported. */
  report?: (message: string, detail: unknown) => void;
}

/**
 * An item that has left the queue: the server took it, or it was given up and kept in the
 * backup (refused, made over a refused change, or sent without a session).
 */
export type SettledItem = { item: QueueItem; sent: true } | { item: QueueItem; sent: false; error: string };

export interface StartOptions {
  user: { id: number };
  /** The session is over (a 401 or 403): the queue has stopped, the host logs out. */
  onUnauthorised: (status: number) => void;
}

/** A beacon may carry this many items (the contract's BeaconItems). */
const BEACON_MAX_ITEMS = 500;
/** The server takes a log of up to 64 KiB; a skipped item's data is cut to fit. */
const LOG_DATA_MAX_CHARS = 60_000;

let logSequence = 0;

function browserBeacon(url: string, data: FormData): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, data);
}

function fitForLog(data: unknown): unknown {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  if (text === undefined || text.length <= LOG_DATA_MAX_CHARS) return data;
  return { truncated: true, length: text.length, start: text.slice(0, LOG_DATA_MAX_CHARS) };
}

/**
 * The offline request queue of docs/behaviour.md §4 and §8 with its logs queue, local cache, backup and
 * beacon: one per page, started after sign-in and stopped on logout.
 */
export class QueueRuntime {
  readonly settings: QueueSettings;
  readonly cache: LocalCache;
  readonly backup: PermanentErrorBackup;
  private readonly requests: RetryQueue<QueueItem>;
  private readonly logs: RetryQueue<LogItem>;
  private readonly clock: Clock;
  private readonly transport: Transport;
  private readonly listeners = new Set<(state: QueueState) => void>();
  private readonly settledListeners = new Set<(settled: SettledItem) => void>();
  private session: StartOptions | null = null;
  private detach: (() => void) | null = null;

  constructor(private readonly options: QueueRuntimeOptions = {}) {
    const store = options.store ?? createKeyValueStore();
    this.settings = { ...DEFAULT_QUEUE_SETTINGS, ...options.settings };
    this.clock = options.clock ?? systemClock;
    this.transport = options.transport ?? httpTransport(this.settings.requestTimeoutMs);
    this.cache = new LocalCache(store);
    this.backup = new PermanentErrorBackup(store, this.settings.backupLimit);
    const onChange = () => this.emit();
    const onUnauthorised = (status: number) => this.unauthorised(status);

    this.requests = new RetryQueue<QueueItem>({
      store,
      namespace: 'queue:',
      settings: this.settings,
      clock: this.clock,
      send: (item) => {
        const { method, path, body } = toRequest(item);
        return this.transport(path, body, method);
      },
      isFinal: (item, result) => result.kind === 'response' && isFinalAnswer(item, result.status),
      buildsOn,
      compare: (a, b) => compareItems(a.item, b.item) || a.key.localeCompare(b.key),
      onFirstFailure: (item, failure) => void this.log({ kind: 'queue-request-failed', item: describeItem(item), ...this.failureLog(failure) }),
      onSent: async (item) => {
        await this.acknowledged(item);
        this.tellSettled({ item, sent: true });
      },
      onGivenUp: async (item, failure) => {
        await this.backup.add({ item, reason: 'given-up', error: failure.error, at: this.clock.now() });
        await this.log({ kind: 'queue-request-given-up', item: describeItem(item), ...this.failureLog(failure) });
        this.tellSettled({ item, sent: false, error: failure.error });
      },
      onUnauthorised: async (item, status) => {
        await this.backup.add({ item, reason: 'unauthorised', error: `HTTP ${status}`, at: this.clock.now() });
        this.tellSettled({ item, sent: false, error: `HTTP ${status}` });
        onUnauthorised(status);
      },
      onChange,
    });

    this.logs = new RetryQueue<LogItem>({
      store,
      namespace: 'logs:',
      settings: this.settings,
      clock: this.clock,
      send: (item) => this.transport(paths.logs, { data: JSON.stringify(item.entry) }),
      compare: (a, b) => a.key.localeCompare(b.key),
      onGivenUp: async (item, failure) => this.report('Unloggable error', { entry: item.entry, error: failure.error }),
      onUnauthorised: async (item, status) => {
        this.report('Unloggable error', { entry: item.entry, error: `HTTP ${status}` });
        onUnauthorised(status);
      },
      onChange,
    });
  }

  get state(): QueueState {
    const requests = this.requests.state;
    const logs = this.logs.state;
    return {
      running: this.requests.isRunning,
      pending: requests.pending,
      pendingLogs: logs.pending,
      processing: requests.processing || logs.processing,
      lastError: requests.lastError ?? logs.lastError,
      waitingForNetwork: requests.waitingAfter === 'network',
    };
  }

  subscribe(listener: (state: QueueState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Hears each item as it leaves the queue, sent or given up: how an area learns that the
   * server refused a change it queued (docs/queue.md §5). Items skipped at logout become logs
   * instead, with no page left to tell.
   */
  subscribeSettled(listener: (settled: SettledItem) => void): () => void {
    this.settledListeners.add(listener);
    return () => this.settledListeners.delete(listener);
  }

  /**
   * Sends the signed-in user's items and the logs from now on, and asks the server which
   * of the user's tests it is behind on (checkSync). Resolves once that check is done.
   */
  async start(session: StartOptions): Promise<void> {
    if (this.session?.user.id === session.user.id && this.requests.isRunning) {
      this.session = session;
      return;
    }
    this.stop();
    this.session = session;
    const userId = session.user.id;
    await this.cache.cacheUser(session.user);
    await this.requests.setFilter((item) => item.userId === userId);
    await this.logs.setFilter(() => true);
    if (this.session !== session) return;
    this.requests.start();
    this.logs.start();
    this.attach();
    this.emit();
    const campaigns = new Set((await this.cache.list(userId)).map((test) => test.campaignId));
    for (const campaignId of campaigns) await this.checkSync(userId, campaignId);
  }

  stop(): void {
    this.session = null;
    this.requests.stop();
    this.logs.stop();
    this.detach?.();
    this.detach = null;
  }

  /** Validates and stores an item (deduplicated, the higher version kept) before it is sent. */
  async enqueue(input: QueueItemInput): Promise<QueueItem> {
    const item = validateQueueItem(input);
    await this.requests.put(queueKey(item), item, (existing) => existing.version > item.version);
    return item;
  }

  /** docs/behaviour.md §4: setting a status counts as a change of the test and queues a STATUS record. */
  recordStatus(ref: TestRef, status: TestStatus): Promise<QueueItem> {
    return this.record(ref, { type: 'STATUS', status }, (current, version) => ({ ...current, version, status }));
  }

  /** Setting data counts as a change and queues a DATA record. */
  recordData(ref: TestRef, data: unknown): Promise<QueueItem> {
    return this.record(ref, { type: 'DATA', data }, (current, version) => ({ ...current, version, data }));
  }

  /** Tracked outcomes are kept locally until the server has them, and queued as OUTCOMES. */
  recordOutcomes(ref: TestRef, values: Outcome[]): Promise<QueueItem> {
    return this.record(ref, { type: 'OUTCOMES', data: values }, (current, version) => ({
      ...current,
      version,
      outcomes: values,
      outcomesVersion: version,
    }));
  }

  /** On activity init: the server's copy when its version is newer, else the local one. */
  reconcile(ref: TestRef, server: TestSyncData): Promise<CachedTest> {
    return this.cache.reconcile(ref, server);
  }

  /** Queues a log for POST /logs. */
  async log(entry: Record<string, unknown>): Promise<void> {
    logSequence += 1;
    const key = `logs:${this.clock.now().toString().padStart(15, '0')}.${logSequence.toString().padStart(9, '0')}.${Math.random().toString(36).slice(2, 8)}`;
    await this.logs.put(key, { entry: { ...entry, at: new Date(this.clock.now()).toISOString() }, retry: NO_RETRY });
  }

  /** docs/behaviour.md §2.15, Skip: what is still pending becomes logs, and leaves the queue. */
  async skipPending(): Promise<number> {
    const items = await this.requests.takeAll();
    for (const item of items) {
      await this.log({ kind: 'queue-request-skipped', item: describeItem(item), data: fitForLog(item.data) });
    }
    return items.length;
  }

  /** The signed-in user's items not yet acknowledged, oldest first: what Skip would discard. */
  pendingItems(): QueueItem[] {
    return this.requests.snapshot.map((entry) => entry.item);
  }

  /**
   * Items read back from a file of skipped answers go through the queue again; the
   * deduplication by version makes an item the server already has harmless.
   */
  async importItems(items: readonly QueueItem[]): Promise<number> {
    for (const item of items) await this.enqueue(item);
    return items.length;
  }

  /**
   * On page leave nothing can wait for an answer: the pending items go in one beacon (they
   * stay stored; the server ignores versions it has) and each log in its own.
   */
  sendBeacons(): void {
    if (!this.settings.useBeacon || !this.requests.isRunning) return;
    const send = this.options.sendBeacon ?? browserBeacon;
    const items = this.requests.snapshot
      .map((entry) => entry.item)
      .filter(travelsInBeacon)
      .map(toBeaconItem);
    for (let start = 0; start < items.length; start += BEACON_MAX_ITEMS) {
      const form = new FormData();
      form.append('items', JSON.stringify(items.slice(start, start + BEACON_MAX_ITEMS)));
      send(API_BASE + paths.beacon, form);
    }
    for (const entry of this.logs.snapshot) {
      const form = new FormData();
      form.append('data', JSON.stringify(entry.item.entry));
      if (send(API_BASE + paths.logs, form)) void this.logs.forget(entry);
    }
  }

  async backupEntries() {
    return this.backup.list();
  }

  /** Resolves when neither queue is reading, sending or writing. */
  async settled(): Promise<void> {
    do {
      await this.requests.settled();
      await this.logs.settled();
    } while (this.requests.isBusy || this.logs.isBusy);
  }

  private async record(
    ref: TestRef,
    change: Omit<QueueItemInput, keyof TestRef>,
    apply: (current: CachedTest, version: number) => CachedTest,
  ): Promise<QueueItem> {
    // Refused before it counts as a change: a bad record leaves cache and queue untouched.
    validateQueueItem({ ...ref, ...change });
    const entry = await this.cache.update(ref, (current) => apply(current, current.version + 1));
    return this.enqueue({ ...ref, ...change, version: entry.version });
  }

  private async checkSync(userId: number, campaignId: number): Promise<void> {
    const tests = (await this.cache.list(userId)).filter((test) => test.campaignId === campaignId && test.entry.version > 0);
    if (tests.length === 0) return;
    const request: CheckSyncRequest = { tests: tests.map((test) => ({ testId: test.testId, version: test.entry.version })) };
    const result = await this.transport(paths.checkSync(campaignId), request);
    const outcome = classify(result);
    if (outcome.kind !== 'success' || result.kind !== 'response' || !isCheckSyncResponse(result.body)) {
      if (outcome.kind !== 'network' && outcome.kind !== 'unauthorised') {
        await this.log({ kind: 'check-sync-failed', campaignId, error: 'error' in outcome ? outcome.error : 'unexpected answer' });
      }
      return;
    }
    for (const testId of result.body.needPushing) {
      const test = tests.find((candidate) => candidate.testId === testId);
      if (!test) continue;
      const { version, status, data } = test.entry;
      const ref = { userId, campaignId, testId };
      await this.enqueue(
        data === null || data === undefined
          ? { ...ref, type: 'STATUS', version, status, sync: true }
          : { ...ref, type: 'SYNC', version, status, data, sync: true },
      );
    }
  }

  /** docs/behaviour.md §7.5: once the server has a test's outcomes, the local copy of them goes. */
  private async acknowledged(item: QueueItem): Promise<void> {
    if (item.type !== 'OUTCOMES') return;
    await this.cache.update(item, (current) =>
      current.outcomesVersion === item.version ? { ...current, outcomes: null, outcomesVersion: null } : current,
    );
  }

  private unauthorised(status: number) {
    const session = this.session;
    this.stop();
    this.emit();
    session?.onUnauthorised(status);
  }

  private failureLog(failure: Failure) {
    return { retryType: failure.kind, error: failure.error };
  }

  private report(message: string, detail: unknown) {
    (this.options.report ?? ((text, value) => console.error(text, value)))(message, detail);
  }

  private tellSettled(settled: SettledItem) {
    for (const listener of this.settledListeners) {
      // An area's mistake must not stop the queue in the middle of settling an item.
      try {
        listener(settled);
      } catch (error) {
        this.report('Queue listener failed', error);
      }
    }
  }

  private emit() {
    const state = this.state;
    for (const listener of this.listeners) listener(state);
  }

  private attach() {
    const win = this.options.window ?? (typeof window !== 'undefined' ? window : undefined);
    const doc = this.options.document ?? (typeof document !== 'undefined' ? document : undefined);
    const online = () => {
      this.requests.retryNow();
      this.logs.retryNow();
    };
    const leave = () => this.sendBeacons();
    const visibility = () => {
      if (doc?.visibilityState === 'hidden') this.sendBeacons();
    };
    win?.addEventListener('online', online);
    win?.addEventListener('pagehide', leave);
    doc?.addEventListener('visibilitychange', visibility);
    this.detach = () => {
      win?.removeEventListener('online', online);
      win?.removeEventListener('pagehide', leave);
      doc?.removeEventListener('visibilitychange', visibility);
    };
  }
}

/** Checked by hand: the schema checker would weigh more in the page than the queue itself. */
function isCheckSyncResponse(body: unknown): body is CheckSyncResponse {
  const needPushing = (body as Partial<CheckSyncResponse> | null)?.needPushing;
  return (body as Partial<CheckSyncResponse> | null)?.status === true && Array.isArray(needPushing) && needPushing.every(Number.isInteger);
}

function queueKey(item: QueueItem): string {
  return `queue:${itemKey(item)}`;
}

export type { Entry };
