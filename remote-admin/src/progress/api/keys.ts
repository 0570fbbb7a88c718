import type { ProgressQuery } from '@skillup/shared/api/contract';

/**
 * The cache keys of a campaign's progress: everything under `all(campaignId)` goes stale
 * when a reset, an import or a change of people alters who has done what.
 */
export const progressKeys = {
  all: (campaignId: number) => ['admin', 'progress', campaignId] as const,
  grid: (campaignId: number, query: ProgressQuery) => [...progressKeys.all(campaignId), 'grid', query] as const,
  participant: (campaignId: number, userId: number) => [...progressKeys.all(campaignId), 'participant', userId] as const,
};
