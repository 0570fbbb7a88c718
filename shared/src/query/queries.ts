import { queryOptions } from '@tanstack/react-query';
import { http, listUserTests } from '@skillup/shared';
import { paths, type ReportConfigResponse } from '../api/contract';

// Each area bundles this module; the calls come from the shared singleton, so every request
// still goes through the host's one HTTP client and its interceptors.

/** Query keys in one place, so a write can name exactly what it makes stale. */
export const queryKeys = {
  userTests: (campaignId: number) => ['usertests', campaignId] as const,
  reportConfig: (campaignId: number) => ['reportConfig', campaignId] as const,
};

/** The campaign's tests with the user's progress, as every area lists them. */
export const userTestsQuery = (campaignId: number) =>
  queryOptions({ queryKey: queryKeys.userTests(campaignId), queryFn: () => listUserTests(campaignId) });

/**
 * Whether the campaign has a report for the user, and what it allows (docs/behaviour.md §2.14):
 * the Task Room asks it to offer the report, the report area to show it; whichever opens first
 * fills it for the other. A 401 or 403 here ends the session like any other call.
 */
export const reportConfigQuery = (campaignId: number) =>
  queryOptions({
    queryKey: queryKeys.reportConfig(campaignId),
    queryFn: async () => (await http.get<ReportConfigResponse>(paths.reportConfig(campaignId))).data,
  });
