/** docs/behaviour.md §9: how the request and logs queues wait and give up. Every value can be configured. */
export interface QueueSettings {
  /** Attempts after the first failure before an item is given up (network failures excepted). */
  maxRetries: number;
  /** First wait after a network failure or a 5xx, doubled per attempt. */
  backoffBaseMs: number;
  /** Cap of the doubling waits after network failures, offline and timeouts. */
  networkMaxWaitMs: number;
  /** Fixed wait between attempts after a permanent error (4xx, or an answer without status). */
  permanentWaitMs: number;
  /** Cap of the doubling waits after 5xx answers. */
  temporaryMaxWaitMs: number;
  /** How long one queue call may take before it counts as a timeout. */
  requestTimeoutMs: number;
  /** Items given up after the retries, kept locally for inspection: the newest this many. */
  backupLimit: number;
  /** Whether what is pending goes out in a beacon when the page is left. */
  useBeacon: boolean;
}

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  maxRetries: 5,
  backoffBaseMs: 1000,
  networkMaxWaitMs: 16_000,
  permanentWaitMs: 2000,
  temporaryMaxWaitMs: 16_000,
  requestTimeoutMs: 30_000,
  backupLimit: 20,
  useBeacon: true,
};

/** docs/behaviour.md §3: every key the front end keeps locally starts with this. */
export const CACHE_PREFIX = 'sk_fe:';
