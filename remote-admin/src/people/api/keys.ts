import type { PeopleListQuery } from '@skillup/shared/api/contract';

/** The cache keys of a campaign's people: an import or a change makes all of them stale. */
export const peopleKeys = {
  all: (campaignId: number) => ['admin', 'people', campaignId] as const,
  list: (campaignId: number, query: PeopleListQuery) => [...peopleKeys.all(campaignId), 'list', query] as const,
  assessors: (campaignId: number, userId: number) => [...peopleKeys.all(campaignId), 'assessors', userId] as const,
};
