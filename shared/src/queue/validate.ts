import { QUEUE_ITEM_TYPES, type CalendarStore, type QueueItemType, type TestStatus } from '../api/contract';
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

/** Checked by hand, as the rest: only its shape; the server checks the change against its rules. */
function isCalendarStore(value: unknown): boolean {
  const store = value as Partial<Record<keyof CalendarStore, unknown>> | null;
  return (
    typeof store === 'object' &&
    store !== null &&
    typeof store.tests === 'object' &&
    store.tests !== null &&
    !Array.isArray(store.tests) &&
    typeof store.currentPosition === 'string' &&
    typeof store.hasSeenTutorial === 'boolean'
  );
}

/** Writes of a campaign's own area: they concern no test. */
function isCampaignWrite(type: QueueItemType): boolean {
  return type === 'CALENDAR_STORE' || type === 'CHALLENGE_TUTORIAL';
}

function isType(value: unknown): value is QueueItemType {
  return QUEUE_ITEM_TYPES.includes(value as QueueItemType);
}

/** The item as stored, or a QueueValidationError carrying the message of docs/behaviour.md §5. */
export function validateQueueItem(input: QueueItemInput): QueueItem {
  const { campaignId, testId, userId, type, status, data, sync, evaluee } = input;
  if (!isPositiveInteger(campaignId) || !isPositiveInteger(userId)) throw new QueueValidationError('Invalid tracking data');
  const version = input.version ?? 0;
  if (!Number.isInteger(version) || version < 0) throw new QueueValidationError('Invalid request version');
  if (!isType(type)) throw new QueueValidationError('Invalid request type');
  if (isCampaignWrite(type) ? testId !== 0 : !isPositiveInteger(testId)) throw new QueueValidationError('Invalid tracking data');
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
    case 'CALENDAR_STORE':
      if (!isCalendarStore(data)) throw new QueueValidationError('Invalid CALENDAR_STORE request data');
      break;
    case 'CHALLENGE_TUTORIAL':
      // Seen is all it says: the call carries nothing of the item.
      if (data !== undefined || status !== undefined) throw new QueueValidationError('Invalid CHALLENGE_TUTORIAL request data');
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
