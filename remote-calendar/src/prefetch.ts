import type { AreaPrefetch } from '@skillup/shared/query';
import { calendarDaysOffQuery, calendarStorageQuery } from './api/calendar';

/**
 * The Agenda's stored state and the company's days off, asked for while the campaign is entered, beside its tests.
 * Exposed as './prefetch', apart from './App' and without any UI import, so the host loads it
 * before the UI library the Agenda needs has downloaded (docs/remotes.md).
 */
export const prefetch: AreaPrefetch = ({ campaignId, queryClient }) => {
  void queryClient.prefetchQuery(calendarStorageQuery(campaignId));
  void queryClient.prefetchQuery(calendarDaysOffQuery(campaignId));
};
