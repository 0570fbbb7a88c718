import { queryOptions } from '@tanstack/react-query';
import { fetchCalendarStore } from './api';

/**
 * The agenda as stored, in the host's query cache. Every save writes its answer back
 * (useCalendarStore), so the copy kept there is the one this page last read or saved.
 */
export const calendarStorageQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['calendarStorage', campaignId] as const, queryFn: () => fetchCalendarStore(campaignId) });
