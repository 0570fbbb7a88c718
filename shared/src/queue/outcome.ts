import type { RetryType } from './item';
import type { QueueSettings } from './settings';
import type { TransportResult } from './transport';

/** What an attempt means for its item (docs/behaviour.md §5, §6, §8). */
export type AttemptOutcome = { kind: 'success' } | { kind: 'unauthorised'; status: number } | { kind: RetryType; error: string };

function hasStatusField(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'status' in body;
}

export function classify(result: TransportResult): AttemptOutcome {
  if (result.kind !== 'response') return { kind: 'network', error: `${result.kind}: ${result.message}` };
  const { status, body } = result;
  if (status === 401 || status === 403) return { kind: 'unauthorised', status };
  if (status >= 500) return { kind: 'temporary', error: `HTTP ${status}` };
  if (status >= 200 && status < 400) {
    return hasStatusField(body) ? { kind: 'success' } : { kind: 'permanent', error: `HTTP ${status} without status` };
  }
  return { kind: 'permanent', error: `HTTP ${status}` };
}

/** How long to wait before attempt `attempt` + 1 after `attempt` consecutive failures of `type`. */
export function retryDelay(type: RetryType, attempt: number, settings: QueueSettings): number {
  if (type === 'permanent') return settings.permanentWaitMs;
  const cap = type === 'network' ? settings.networkMaxWaitMs : settings.temporaryMaxWaitMs;
  return Math.min(settings.backoffBaseMs * 2 ** (attempt - 1), cap);
}
