/** The test-support API between an activity frame and the host (docs/behaviour.md §5, §6, §7.5). */
export * from './protocol';
export * from './client';
export * from './host-bridge';
export * from './rpc-actions';
export { validateParams } from './validate';
export type { SaveStatus, SaveState } from '../queue/saveStatus';
