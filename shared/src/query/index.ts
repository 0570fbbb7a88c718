export { createQueryClient } from './client';
export { useUserTests } from './useUserTests';
export { userTestsQuery } from './queries';
export type { AreaPrefetch } from './areaPrefetch';
