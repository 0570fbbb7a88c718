import { http, paths } from '@skillup/shared';
import type { CalendarDaysOffResponse, CalendarStorage, CalendarStorageResponse } from '@skillup/shared/api/contract';
import type { Day } from '@skillup/shared/calendar';
import { queryOptions, useQuery } from '@tanstack/react-query';

// The area's reads. Its writes travel through the shared queue (store/saves.ts), not from here.

/** The stored agenda. */
export async function fetchCalendarStore(campaignId: number): Promise<CalendarStorage> {
  const { data } = await http.get<CalendarStorageResponse>(paths.calendarStorage(campaignId));
  return data.storage;
}

/** The company's days off in the campaign's span: the rules schedule nothing on them. */
export async function fetchDaysOff(campaignId: number): Promise<Day[]> {
  const { data } = await http.get<CalendarDaysOffResponse>(paths.calendarDaysOff(campaignId));
  return data.daysOff;
}

/**
 * The agenda as stored, in the host's query cache. Every save writes its answer back
 * (store/saves.ts), so the copy kept there is the one this page last read or saved.
 */
export const calendarStorageQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['calendarStorage', campaignId] as const, queryFn: () => fetchCalendarStore(campaignId) });

/** HR changes the company's days off seldom, and the server checks every save against them: read once in a while. */
export const calendarDaysOffQuery = (campaignId: number) =>
  queryOptions({ queryKey: ['calendarDaysOff', campaignId] as const, queryFn: () => fetchDaysOff(campaignId), staleTime: 10 * 60_000 });

export const useCalendarStorage = (campaignId: number) => useQuery(calendarStorageQuery(campaignId));

export const useCalendarDaysOff = (campaignId: number) => useQuery(calendarDaysOffQuery(campaignId));
