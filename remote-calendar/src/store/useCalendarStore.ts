import { getQueue, sessionUserAtom } from '@skillup/shared';
import type { CalendarStorage, CalendarStore } from '@skillup/shared/api/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { followSaves, isAgendaChange, pendingAgenda, queueChange } from './saves';

export interface CalendarStoreState {
  store: CalendarStore;
  /** Set when the server refused a change: the agenda shows what it holds instead. */
  saveFailed: boolean;
  /** Shows `next` at once and queues it; false when this device could not keep it. */
  save(next: CalendarStore): Promise<boolean>;
}

/**
 * The agenda as the participant left it: `stored` (the query cache's copy of the server's), with
 * the changes still in the shared queue on top, so a reload or a lost connection loses none.
 * Each change is queued over the version the one before will leave. When the server refuses one
 * (a 409: another tab saved first), the queue drops it with those made over it; the page says so
 * and shows the stored agenda, which is read again (docs/areas/calendar.md, "Saving").
 */
export function useCalendarStore(campaignId: number, stored: CalendarStorage): CalendarStoreState {
  const userId = useAtomValue(sessionUserAtom)?.id ?? 0;
  const ref = useMemo(() => ({ userId, campaignId }), [userId, campaignId]);
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(() => pendingAgenda(ref) ?? stored);
  const [saveFailed, setSaveFailed] = useState(false);
  // Read synchronously: two quick changes must not be made over the same version.
  const latest = useRef(shown);
  // Changes on their way into the queue, not yet among its items.
  const queueing = useRef(0);
  const server = useRef(stored);
  server.current = stored;

  const show = useCallback((storage: CalendarStorage) => {
    latest.current = storage;
    setShown(storage);
  }, []);

  useEffect(() => followSaves(queryClient), [queryClient]);

  // A copy read or taken since: it is the agenda, unless changes of this page are still on their way.
  useEffect(() => {
    if (queueing.current === 0 && !pendingAgenda(ref)) show(stored);
  }, [stored, ref, show]);

  useEffect(
    () =>
      getQueue().subscribeSettled(({ item, sent }) => {
        if (sent || !isAgendaChange(item, ref)) return;
        setSaveFailed(true);
        show(server.current);
      }),
    [ref, show],
  );

  const save = useCallback(
    async (next: CalendarStore) => {
      const over = latest.current;
      show({ data: next, version: over.version + 1 });
      setSaveFailed(false);
      queueing.current += 1;
      try {
        await queueChange(ref, next, over.version);
        return true;
      } catch {
        // This device could not keep the change (its storage refused it): nothing was queued.
        setSaveFailed(true);
        show(over);
        return false;
      } finally {
        queueing.current -= 1;
      }
    },
    [ref, show],
  );

  return { store: shown.data, saveFailed, save };
}
