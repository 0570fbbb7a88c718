import { useCallback, useEffect, useRef } from 'react';

/** docs/behaviour.md §9: a task under the pointer is selected after this long. */
export const HOVER_SELECTION_DELAY_MS = 100;

/**
 * docs/behaviour.md §2.8: hovering a task selects it after a delay, touching or clicking at once; the
 * Escape key and `clear` (the pointer leaving the room) drop the selection.
 */
export function useTaskSelection<T>(onSelect: (item: T) => void, onClear: () => void, delayMs = HOVER_SELECTION_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const hover = useCallback(
    (item: T) => {
      cancel();
      timer.current = setTimeout(() => onSelect(item), delayMs);
    },
    [cancel, onSelect, delayMs],
  );
  const select = useCallback(
    (item: T) => {
      cancel();
      onSelect(item);
    },
    [cancel, onSelect],
  );
  const clear = useCallback(() => {
    cancel();
    onClear();
  }, [cancel, onClear]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') clear();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      cancel();
    };
  }, [clear, cancel]);

  return { hover, select, clear, cancel };
}
