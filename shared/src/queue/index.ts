export {
  getQueue,
  startQueue,
  stopQueue,
  enqueue,
  recordStatus,
  recordData,
  recordOutcomes,
  reconcileTest,
  logToServer,
  skipPendingQueue,
  pendingQueueItems,
  importQueueItems,
  queueStateAtom,
  IDLE_QUEUE_STATE,
} from './default';
export { QueueRuntime, type QueueRuntimeOptions, type QueueState, type StartOptions } from './runtime';
export { QueueValidationError, validateQueueItem, type QueueItemInput } from './validate';
export { DEFAULT_QUEUE_SETTINGS, CACHE_PREFIX, type QueueSettings } from './settings';
export type { QueueItem, LogItem, Retry, RetryType, TestRef } from './item';
export type { CachedTest } from './cache';
export type { BackupEntry } from './backup';
export type { Transport, TransportResult } from './transport';
export type { Clock } from './clock';
export { createKeyValueStore, type KeyValueStore } from './storage';
export { saveStatusOf, parseSaveStatus, SAVE_STATES, type SaveStatus, type SaveState } from './saveStatus';
export { saveStatusAtom, subscribeSaveStatus } from './saveStatusAtom';
export { itemsFile, readItemsFile, ITEMS_FILE_KIND, ItemsFileError, type ItemsFileProblem } from './itemsFile';
