import type { Answer360, QueueItemType, TestStatus } from '../api/contract';

/** Why the last attempt of an item failed, which decides how long to wait (docs/behaviour.md §8). */
export type RetryType = 'network' | 'temporary' | 'permanent';

export interface Retry {
  type: RetryType | null;
  /** Consecutive failures of that type. */
  attempt: number;
}

export const NO_RETRY: Retry = { type: null, attempt: 0 };

export interface TestRef {
  campaignId: number;
  testId: number;
  userId: number;
}

/**
 * docs/behaviour.md §3, Request queue item: one change a participant made, waiting to reach the
 * server. Writes of a campaign's own area (CALENDAR_STORE, CHALLENGE_TUTORIAL) concern no test:
 * their testId is 0.
 */
export interface QueueItem extends TestRef {
  type: QueueItemType;
  /**
   * The test's change counter when the change was made: the server keeps the highest.
   * CALENDAR_STORE: the version of the stored Agenda the change was made over; CHALLENGE_TUTORIAL: 0.
   */
  version: number;
  retry: Retry;
  status?: TestStatus;
  /**
   * SYNC, SYNC_ALL, DATA: the activity's data (object or JSON string); OUTCOMES: the outcome list;
   * PAGE_360: a Page360Data; CALENDAR_STORE: the CalendarStore as changed.
   */
  data?: unknown;
  /** PAGE_360 only: the person the page is about; the test is the campaign's 360. */
  evaluee?: number;
  /** Set on items that bring the server back in step with the local cache (checkSync). */
  sync?: boolean;
}

/** What a PAGE_360 item carries: every answer of the evaluation not yet acknowledged, and its stored document. */
export interface Page360Data {
  values: Answer360[];
  stored: string;
}

/** A log waiting to reach POST /logs. */
export interface LogItem {
  /** What is logged, sent as its JSON string. */
  entry: Record<string, unknown>;
  retry: Retry;
}

/**
 * One change per user, campaign, test and type (and person evaluated, for a 360 page) is
 * enough: the newest replaces the older. Not so for the Agenda: the server takes one change per
 * save, so each change is an item of its own, keyed by the version it was made over.
 */
export function itemKey(item: Pick<QueueItem, 'userId' | 'campaignId' | 'testId' | 'type' | 'evaluee' | 'version'>): string {
  const key = `${item.userId}:${item.campaignId}:${item.testId}:${item.type}`;
  if (item.type === 'CALENDAR_STORE') return `${key}:${item.version}`;
  return item.evaluee === undefined ? key : `${key}:${item.evaluee}`;
}

/** A campaign's own writes go after the progress of its tests, which the server may check them against (a prerequisite complete). */
const testOrder = (item: QueueItem) => (item.testId === 0 ? Number.MAX_SAFE_INTEGER : item.testId);

/** docs/queue.md §4: items go out by user, campaign, test, then version. */
export function compareItems(a: QueueItem, b: QueueItem): number {
  return (
    a.userId - b.userId || a.campaignId - b.campaignId || testOrder(a) - testOrder(b) || (a.evaluee ?? 0) - (b.evaluee ?? 0) || a.version - b.version
  );
}

/**
 * A change of the Agenda made over `refused` (the same person's, in the same campaign, at a
 * later version): the server cannot take it either, since the version it expects never comes.
 */
export function buildsOn(item: QueueItem, refused: QueueItem): boolean {
  return (
    item.type === 'CALENDAR_STORE' &&
    refused.type === 'CALENDAR_STORE' &&
    item.userId === refused.userId &&
    item.campaignId === refused.campaignId &&
    item.version > refused.version
  );
}

/** What a log says about an item: never its data, which can be large. */
export function describeItem(item: QueueItem) {
  const { type, campaignId, testId, userId, evaluee, version, status } = item;
  return { type, campaignId, testId, userId, ...(evaluee ? { evaluee } : {}), version, ...(status ? { status } : {}) };
}
