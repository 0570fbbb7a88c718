import { getQueue, type QueueItem, type QueueRuntime } from '@skillup/shared';
import type { CalendarStorage, CalendarStore } from '@skillup/shared/api/contract';
import type { QueryClient } from '@tanstack/react-query';
import { calendarStorageQuery } from '../api/calendar';

/** Whose Agenda: the signed-in participant's, in one campaign. */
export interface AgendaRef {
  userId: number;
  campaignId: number;
}

export function isAgendaChange(item: QueueItem, ref: AgendaRef): boolean {
  return item.type === 'CALENDAR_STORE' && item.userId === ref.userId && item.campaignId === ref.campaignId;
}

/** What the server holds once it has taken the change: every save raises the version by one. */
function storedAfter(item: QueueItem): CalendarStorage {
  return { data: item.data as CalendarStore, version: item.version + 1 };
}

/** The agenda as it will be stored once the changes still in the queue arrive; null when none waits. */
export function pendingAgenda(ref: AgendaRef): CalendarStorage | null {
  // The queue keeps an agenda's changes in the order of their versions.
  const last = getQueue()
    .pendingItems()
    .filter((item) => isAgendaChange(item, ref))
    .at(-1);
  return last ? storedAfter(last) : null;
}

/** One change, made over the stored `version` (docs/areas/calendar.md, "Saving"); resolves once this device keeps it. */
export async function queueChange(ref: AgendaRef, data: CalendarStore, version: number): Promise<void> {
  await getQueue().enqueue({ ...ref, testId: 0, type: 'CALENDAR_STORE', version, data });
}

const followed = new WeakMap<QueueRuntime, QueryClient>();

/**
 * Keeps the stored agenda in the query cache in step with what the server takes, for the
 * page's life, whether the Agenda is on screen or not: a change taken moves it on; a change
 * refused makes it stale, so it is read again now, or when the Agenda next opens.
 */
export function followSaves(queryClient: QueryClient): void {
  const queue = getQueue();
  if (followed.get(queue) === queryClient) return;
  followed.set(queue, queryClient);
  queue.subscribeSettled(({ item, sent }) => {
    if (item.type !== 'CALENDAR_STORE') return;
    const { queryKey } = calendarStorageQuery(item.campaignId);
    if (!sent) {
      // Once, after the changes made over the refused one have gone with it, each telling in turn.
      if (!pendingAgenda(item)) void queryClient.invalidateQueries({ queryKey });
      return;
    }
    const after = storedAfter(item);
    // Never a copy the cache lacks: the Agenda reads it whole when it first opens.
    queryClient.setQueryData<CalendarStorage>(queryKey, (cached) => (cached === undefined || cached.version >= after.version ? cached : after));
  });
}
