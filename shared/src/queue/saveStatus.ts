import type { QueueState } from './runtime';

/**
 * Where a participant's work is, as the interface tells it (docs/queue.md §9):
 * - saved: the server has everything;
 * - sending: kept on this device, on its way;
 * - offline: kept on this device, waiting for the connection;
 * - retrying: kept on this device, the server refused or failed, tried again.
 */
export type SaveState = 'saved' | 'sending' | 'offline' | 'retrying';

export interface SaveStatus {
  state: SaveState;
  /** Changes kept on this device that the server does not have yet. */
  pending: number;
  /** What the browser says about its connection. */
  online: boolean;
}

export const SAVE_STATES: readonly SaveState[] = ['saved', 'sending', 'offline', 'retrying'];

export function saveStatusOf(queue: Pick<QueueState, 'pending' | 'waitingForNetwork' | 'lastError'>, online: boolean): SaveStatus {
  const { pending } = queue;
  if (pending === 0) return { state: 'saved', pending, online };
  if (!online || queue.waitingForNetwork) return { state: 'offline', pending, online };
  if (queue.lastError !== null) return { state: 'retrying', pending, online };
  return { state: 'sending', pending, online };
}

/** A status that crossed a frame: anything malformed is refused (null). */
export function parseSaveStatus(value: unknown): SaveStatus | null {
  if (typeof value !== 'object' || value === null) return null;
  const { state, pending, online } = value as Record<string, unknown>;
  if (typeof state !== 'string' || !(SAVE_STATES as readonly string[]).includes(state)) return null;
  if (typeof pending !== 'number' || !Number.isSafeInteger(pending) || pending < 0) return null;
  if (typeof online !== 'boolean') return null;
  return { state: state as SaveState, pending, online };
}
