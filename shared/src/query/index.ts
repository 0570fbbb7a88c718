export { createQueryClient } from './client';
export { useUserTests } from './useUserTests';
export { userTestsQuery } from './queries';
