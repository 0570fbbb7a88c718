/**
 * @skillup/shared: one instance at run time, shared by the host and every remote. Types of
 * the API come from '@skillup/shared/api/contract'.
 */
export * from './api';
export * from './state';
export * from './i18n';
export * from './ui';
export * from './remotes';
export * from './routing';
export * from './tasks';
export * from './queue';
// The rest of ./query is bundled by each area; this part the root's own components read.
export { selectedCampaignQuery, useSelectedCampaign } from './query/selectedCampaign';
// The host end of the activity API; the frame end (client) is bundled into the activities.
export { connectActivityFrame } from './activity/host-bridge';
export { createActivityHandlers } from './activity/handlers';
