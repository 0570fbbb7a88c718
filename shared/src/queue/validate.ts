import { QUEUE_ITEM_TYPES, type QueueItemType, type TestStatus } from '../api/contract';
import { NO_RETRY, type Page360Data, type QueueItem } from './item';

const TEST_STATUSES: readonly TestStatus[] = ['not attempted', 'incomplete', 'complete'];

/** docs/behaviour.md §5: a queue item that cannot become a valid request is refused before it is stored. */
export class QueueValidationError extends Error {
  override readonly name = 'QueueValidationError';
}

/** What a caller hands the queue: the version defaults to 0 and the retry state starts empty. */
export type QueueItemInput = Omit<QueueItem, 'version' | 'retry'> & { version?: number };

function isPositiveInteger(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0;
}

function isStatus(value: unknown): value is TestStatus {
  return TEST_STATUSES.includes(value as TestStatus);
}

function isObjectOrString(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

function isPage360Data(value: unknown): value is Page360Data {
  const page = value as Partial<Page360Data> | null;
  return typeof page === 'object' && page !== null && Array.isArray(page.values) && typeof page.stored === 'string';
}

function isType(value: unknown): value is QueueItemType {
  return QUEUE_ITEM_TYPES.includes(value as QueueItemType);
}

/** The item as stored, or a QueueValidationError carrying the message of docs/behaviour.md §5. */
export function validateQueueItem(input: QueueItemInput): QueueItem {
  const { campaignId, testId, userId, type, status, data, sync, evaluee } = input;
  if (!isPositiveInteger(campaignId) || !isPositiveInteger(testId) || !isPositiveInteger(userId)) {
    throw new QueueValidationError('Invalid tracking data');
  }
  const version = input.version ?? 0;
  if (!Number.isInteger(version) || version < 0) throw new QueueValidationError('Invalid request version');
  if (!isType(type)) throw new QueueValidationError('Invalid request type');
  switch (type) {
    case 'SYNC':
    case 'SYNC_ALL':
      if (!isStatus(status) || !isObjectOrString(data)) throw new QueueValidationError('Invalid SYNC request data');
      break;
    case 'STATUS':
      if (!isStatus(status)) throw new QueueValidationError('Invalid STATUS request data');
      break;
    case 'DATA':
      if (!isObjectOrString(data)) throw new QueueValidationError('Invalid DATA request data');
      break;
    case 'OUTCOMES':
      if (!Array.isArray(data)) throw new QueueValidationError('Invalid OUTCOMES request data');
      break;
    case 'PAGE_360':
      if (!isPositiveInteger(evaluee) || !isPage360Data(data)) throw new QueueValidationError('Invalid PAGE_360 request data');
      break;
  }
  if (type !== 'PAGE_360' && evaluee !== undefined) throw new QueueValidationError('Invalid tracking data');
  return {
    campaignId,
    testId,
    userId,
    type,
    version,
    retry: NO_RETRY,
    ...(status !== undefined ? { status } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(sync ? { sync: true } : {}),
    ...(evaluee !== undefined ? { evaluee } : {}),
  };
}
