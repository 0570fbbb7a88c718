import { atom } from 'jotai';
import type { Outcome, TestStatus, TestSyncData } from '../api/contract';
import { ApiError } from '../api/errors';
import { notifySessionExpired } from '../api/session-expiry';
import type { CachedTest } from './cache';
import type { QueueItem, TestRef } from './item';
import { QueueRuntime, type QueueState } from './runtime';
import type { QueueItemInput } from './validate';

let current: QueueRuntime | null = null;

/** The page's one queue (a singleton of @skillup/shared, so the host and every area share it). */
export function getQueue(): QueueRuntime {
  current ??= new QueueRuntime();
  return current;
}

/** Puts another runtime in place of the page's queue; the test suites' way in. */
export function replaceQueue(next: QueueRuntime): void {
  current?.stop();
  current = next;
}

/**
 * After sign-in: the signed-in user's items go out. A 401 or 403 from the queue takes the
 * same path as any expired session (docs/behaviour.md §6).
 */
export function startQueue(user: { id: number }): Promise<void> {
  return getQueue().start({
    user,
    onUnauthorised: (status) => notifySessionExpired(new ApiError('unauthorised', 'errors.sessionExpired', status)),
  });
}

export function stopQueue(): void {
  current?.stop();
}

export function enqueue(input: QueueItemInput): Promise<QueueItem> {
  return getQueue().enqueue(input);
}

export function recordStatus(ref: TestRef, status: TestStatus): Promise<QueueItem> {
  return getQueue().recordStatus(ref, status);
}

export function recordData(ref: TestRef, data: unknown): Promise<QueueItem> {
  return getQueue().recordData(ref, data);
}

export function recordOutcomes(ref: TestRef, values: Outcome[]): Promise<QueueItem> {
  return getQueue().recordOutcomes(ref, values);
}

/** On activity init: which copy of the test's progress the activity starts from. */
export function reconcileTest(ref: TestRef, server: TestSyncData): Promise<CachedTest> {
  return getQueue().reconcile(ref, server);
}

export function logToServer(entry: Record<string, unknown>): Promise<void> {
  return getQueue().log(entry);
}

export function skipPendingQueue(): Promise<number> {
  return getQueue().skipPending();
}

export function pendingQueueItems(): QueueItem[] {
  return getQueue().pendingItems();
}

export function importQueueItems(items: readonly QueueItem[]): Promise<number> {
  return getQueue().importItems(items);
}

export const IDLE_QUEUE_STATE: QueueState = {
  running: false,
  pending: 0,
  pendingLogs: 0,
  processing: false,
  lastError: null,
  waitingForNetwork: false,
};

const queueStateBaseAtom = atom<QueueState>(IDLE_QUEUE_STATE);
queueStateBaseAtom.onMount = (set) => {
  const queue = getQueue();
  set(queue.state);
  return queue.subscribe(set);
};

/** The queue as the interface shows it: pending items, whether one is being sent, the last error. */
export const queueStateAtom = atom((get) => get(queueStateBaseAtom));
