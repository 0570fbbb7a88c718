/** The frame end of the test-support API, bundled into the activities (docs/behaviour.md §5, §6, §7.5). */
export type { ActivityContext } from './protocol';
export { createSkillupApi, type SkillupApi } from './client';
// The host end, for the activities' own harness page (activities/scripts/harness).
export { connectActivityFrame } from './host-bridge';
export type { SaveStatus } from '../queue/saveStatus';
