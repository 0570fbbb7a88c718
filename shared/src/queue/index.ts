export { getQueue, startQueue, stopQueue, logToServer, skipPendingQueue, pendingQueueItems, importQueueItems, queueStateAtom } from './default';
export { QueueRuntime } from './runtime';
export { CACHE_PREFIX } from './settings';
export { createKeyValueStore } from './storage';
export { saveStatusAtom, subscribeSaveStatus } from './saveStatusAtom';
export { itemsFile, readItemsFile, ITEMS_FILE_KIND, ItemsFileError } from './itemsFile';
export type { SaveStatus } from './saveStatus';
export type { Page360Data, QueueItem } from './item';
