import { http, paths } from '@skillup/shared';
import type { CalendarStorage, CalendarStorageResponse } from '@skillup/shared/api/contract';

/** The stored agenda; its changes travel through the shared queue (saves.ts). */
export async function fetchCalendarStore(campaignId: number): Promise<CalendarStorage> {
  const { data } = await http.get<CalendarStorageResponse>(paths.calendarStorage(campaignId));
  return data.storage;
}
