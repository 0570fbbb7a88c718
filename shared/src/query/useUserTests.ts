import { useQuery } from '@tanstack/react-query';
import { userTestsQuery } from './queries';

/** The campaign's tests with the user's progress, from the shared query cache. */
export function useUserTests(campaignId: number) {
  return useQuery(userTestsQuery(campaignId));
}
