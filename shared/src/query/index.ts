export { createQueryClient } from './client';
export { useUserTests } from './useUserTests';
export { reportConfigQuery, userTestsQuery } from './queries';
export { selectedCampaignQuery, useSelectedCampaign } from './selectedCampaign';
export type { AreaPrefetch } from './areaPrefetch';
