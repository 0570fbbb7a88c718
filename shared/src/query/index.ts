export { createQueryClient, isTransient } from './client';
export { queryKeys, userTestsQuery } from './queries';
export { useUserTests } from './useUserTests';
