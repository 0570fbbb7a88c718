export { createQueryClient } from './client';
export { useUserTests } from './useUserTests';
