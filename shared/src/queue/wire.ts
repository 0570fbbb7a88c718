import {
  BEACON_ITEM_TYPES,
  type BeaconItem,
  type BeaconItemType,
  type CalendarStore,
  type DataRequest,
  type MarkChallengeTutorialSeenRequest,
  type Outcome,
  type OutcomesRequest,
  type Page360Request,
  type SaveCalendarStoreRequest,
  type StatusRequest,
  type SyncRequest,
  type TestStatus,
} from '../api/contract';
import { feedback360Paths } from '../api/contract/feedback360';
import { paths } from '../api/contract/paths';
import type { Page360Data, QueueItem } from './item';
import type { QueueMethod } from './transport';

/** Activities may hand their data as an object; it always travels as a string. */
function asString(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The call an item becomes (docs/queue.md §4). */
export function toRequest(item: QueueItem): {
  method: QueueMethod;
  path: string;
  body: SyncRequest | StatusRequest | DataRequest | OutcomesRequest | Page360Request | SaveCalendarStoreRequest | MarkChallengeTutorialSeenRequest;
} {
  const { testId, campaignId, userId, version } = item;
  const status = item.status as TestStatus;
  switch (item.type) {
    case 'SYNC':
    case 'SYNC_ALL':
      return { method: 'POST', path: paths.testSync(testId, campaignId, userId), body: { version, status, data: asString(item.data) } };
    case 'STATUS':
      return { method: 'POST', path: paths.testStatus(testId, campaignId, userId), body: { version, status } };
    case 'DATA':
      return { method: 'POST', path: paths.testData(testId, campaignId, userId), body: { version, data: asString(item.data) } };
    case 'OUTCOMES':
      // The version lets the server refuse outcomes older than a reset of the test (docs/queue.md §7).
      return { method: 'POST', path: paths.outcomes(campaignId, testId, userId), body: { values: item.data as Outcome[], version } };
    case 'PAGE_360': {
      const { values, stored } = item.data as Page360Data;
      return { method: 'POST', path: feedback360Paths.page(campaignId, item.evaluee as number), body: { version, values, data: stored } };
    }
    case 'CALENDAR_STORE':
      return { method: 'PATCH', path: paths.calendarStorage(campaignId), body: { data: item.data as CalendarStore, version } };
    case 'CHALLENGE_TUTORIAL':
      return { method: 'PUT', path: paths.challengeTutorial(campaignId), body: { seen: true } };
  }
}

/**
 * An answer no resend can change, so the item is given up at once: a 409 to a change of the
 * Agenda says its version is no longer the stored one (another tab saved), or the campaign closed.
 */
export function isFinalAnswer(item: QueueItem, status: number): boolean {
  return item.type === 'CALENDAR_STORE' && status === 409;
}

/** Whether the page-leave beacon carries the item (docs/queue.md §8). */
export function travelsInBeacon(item: QueueItem): item is QueueItem & { type: BeaconItemType } {
  return (BEACON_ITEM_TYPES as readonly string[]).includes(item.type);
}

/** The same item in the page-leave beacon, its data as the matching call would carry it. */
export function toBeaconItem(item: QueueItem & { type: BeaconItemType }): BeaconItem {
  const { type, campaignId, testId, userId, evaluee, version, status } = item;
  const data = item.data === undefined ? undefined : type === 'OUTCOMES' || type === 'PAGE_360' ? item.data : asString(item.data);
  return {
    type,
    campaignId,
    testId,
    userId,
    ...(evaluee !== undefined ? { evaluee } : {}),
    version,
    ...(status ? { status } : {}),
    ...(data !== undefined ? { data } : {}),
  };
}
