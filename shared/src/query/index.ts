export { createQueryClient } from './client';
export { useUserTests } from './useUserTests';
export { reportConfigQuery, userTestsQuery } from './queries';
export type { AreaPrefetch } from './areaPrefetch';
