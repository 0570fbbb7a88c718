/** Helpers for the suites of the queue and of whoever drives it; never imported by application code. */
import './fakeIndexedDb';

export { fakeServer, ok, networkDown, type Answer } from './fakeServer';
export { replaceQueue } from '../default';
