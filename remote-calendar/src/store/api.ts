import { http, paths } from '@skillup/shared';
import type { CalendarDaysOffResponse, CalendarStorage, CalendarStorageResponse } from '@skillup/shared/api/contract';
import type { Day } from '@skillup/shared/calendar';

/** The stored agenda; its changes travel through the shared queue (saves.ts). */
export async function fetchCalendarStore(campaignId: number): Promise<CalendarStorage> {
  const { data } = await http.get<CalendarStorageResponse>(paths.calendarStorage(campaignId));
  return data.storage;
}

/** The company's days off in the campaign's span: the rules schedule nothing on them. */
export async function fetchDaysOff(campaignId: number): Promise<Day[]> {
  const { data } = await http.get<CalendarDaysOffResponse>(paths.calendarDaysOff(campaignId));
  return data.daysOff;
}
