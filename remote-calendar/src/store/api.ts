import { http, paths } from '@skillup/shared';
import type { CalendarStorage, CalendarStorageResponse, CalendarStore, SaveCalendarStoreRequest } from '@skillup/shared/api/contract';

export async function fetchCalendarStore(campaignId: number): Promise<CalendarStorage> {
  const { data } = await http.get<CalendarStorageResponse>(paths.calendarStorage(campaignId));
  return data.storage;
}

/** Saves over the version read; the server answers 409 when another tab saved since. */
export async function saveCalendarStore(campaignId: number, store: CalendarStore, version: number): Promise<CalendarStorage> {
  const body: SaveCalendarStoreRequest = { data: store, version };
  const { data } = await http.patch<CalendarStorageResponse>(paths.calendarStorage(campaignId), body);
  return data.storage;
}
