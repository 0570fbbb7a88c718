import { queryOptions } from '@tanstack/react-query';
import { fetchCalendarStore, fetchDaysOff } from './api';

/**
 * The agenda as stored, in the host's query cache. Every save writes its answer back
 * (useCalendarStore), so the copy kept there is the one this page last read or saved.
 */
export const calendarStorageQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['calendarStorage', campaignId] as const, queryFn: () => fetchCalendarStore(campaignId) });

/** HR changes the company's days off seldom, and the server checks every save against them: read once in a while. */
export const calendarDaysOffQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['calendarDaysOff', campaignId] as const, queryFn: () => fetchDaysOff(campaignId), staleTime: 10 * 60_000 });
