import type { BeaconItem, DataRequest, OutcomesRequest, Page360Request, StatusRequest, SyncRequest, TestStatus, Outcome } from '../api/contract';
import { feedback360Paths } from '../api/contract/feedback360';
import { paths } from '../api/contract/paths';
import type { Page360Data, QueueItem } from './item';

/** Activities may hand their data as an object; it always travels as a string. */
function asString(data: unknown): string {
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** The call an item becomes (docs/behaviour.md §7.5, queue calls). */
export function toRequest(item: QueueItem): {
  path: string;
  body: SyncRequest | StatusRequest | DataRequest | OutcomesRequest | Page360Request;
} {
  const { testId, campaignId, userId, version } = item;
  const status = item.status as TestStatus;
  switch (item.type) {
    case 'SYNC':
    case 'SYNC_ALL':
      return { path: paths.testSync(testId, campaignId, userId), body: { version, status, data: asString(item.data) } };
    case 'STATUS':
      return { path: paths.testStatus(testId, campaignId, userId), body: { version, status } };
    case 'DATA':
      return { path: paths.testData(testId, campaignId, userId), body: { version, data: asString(item.data) } };
    case 'OUTCOMES':
      return { path: paths.outcomes(campaignId, testId, userId), body: { values: item.data as Outcome[] } };
    case 'PAGE_360': {
      const { values, stored } = item.data as Page360Data;
      return { path: feedback360Paths.page(campaignId, item.evaluee as number), body: { version, values, data: stored } };
    }
  }
}

/** The same item in the page-leave beacon, its data as the matching call would carry it. */
export function toBeaconItem(item: QueueItem): BeaconItem {
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
