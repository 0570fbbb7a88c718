/** Helpers for the suites of the queue and of whoever drives it; never imported by application code. */
import './fakeIndexedDb';

export { FakeClock } from './fakeClock';
export { fakeServer, ok, httpStatus, networkDown, timedOut, type SentRequest, type Answer } from './fakeServer';
export { replaceQueue } from '../default';
