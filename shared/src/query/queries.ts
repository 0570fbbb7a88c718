import { queryOptions } from '@tanstack/react-query';
import { listUserTests } from '@skillup/shared';

// Each area bundles this module; the calls come from the shared singleton, so every request
// still goes through the host's one HTTP client and its interceptors.

/** Query keys in one place, so a write can name exactly what it makes stale. */
export const queryKeys = {
  userTests: (campaignId: number) => ['usertests', campaignId] as const,
};

/** The campaign's tests with the user's progress, as every area lists them. */
export const userTestsQuery = (campaignId: number) =>
  queryOptions({ queryKey: queryKeys.userTests(campaignId), queryFn: () => listUserTests(campaignId) });
