import { isApiError, toApiError } from '@skillup/shared';
import type { CalendarStorage, CalendarStore } from '@skillup/shared/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { fetchCalendarStore, saveCalendarStore } from './api';
import { calendarStorageQuery } from './query';

export interface CalendarStoreState {
  store: CalendarStore;
  /** Set when the last save failed: the agenda is back as it was. */
  saveFailed: boolean;
  /** Shows `next` at once and saves it; on failure shows the previous store again. */
  save(next: CalendarStore): Promise<boolean>;
}

/**
 * The agenda as last read or saved. Saves go one after another, each over the version the one
 * before left; a 409 means another tab saved first, so the store is read again. What is saved
 * or read again goes into the query cache too, so the Agenda opened again shows it.
 */
export function useCalendarStore(campaignId: number, initial: CalendarStorage): CalendarStoreState {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(initial.data);
  const [saveFailed, setSaveFailed] = useState(false);
  const latest = useRef(initial);

  const keep = useCallback(
    (storage: CalendarStorage) => {
      latest.current = storage;
      queryClient.setQueryData(calendarStorageQuery(campaignId).queryKey, storage);
    },
    [campaignId, queryClient],
  );

  const save = useCallback(
    async (next: CalendarStore) => {
      const previous = latest.current;
      setShown(next);
      setSaveFailed(false);
      try {
        const saved = await saveCalendarStore(campaignId, next, previous.version);
        keep(saved);
        setShown(saved.data);
        return true;
      } catch (error) {
        setSaveFailed(true);
        setShown(previous.data);
        const failure = toApiError(error);
        if (isApiError(failure) && failure.status === 409) {
          const fresh = await fetchCalendarStore(campaignId).catch(() => null);
          if (fresh) {
            keep(fresh);
            setShown(fresh.data);
          }
        }
        return false;
      }
    },
    [campaignId, keep],
  );

  return { store: shown, saveFailed, save };
}
