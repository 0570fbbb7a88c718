export { SynchronizationDialog, LOGOUT_DELAY_MS } from './SynchronizationDialog';
export { synchronizingAtom } from './synchronizing';
export { useQueueRunner } from './useQueueRunner';
