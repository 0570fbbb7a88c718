import { useCallback, useEffect, useRef } from 'react';

/**
 * `callback` debounced on its leading edge: the first call runs at once, and a call within
 * `delayMs` of the one that ran is dropped while that one's work is under way, so a double
 * click sends one request without the single click waiting (docs/behaviour.md §9: form
 * submits, 200 ms). Once the work is over, the next call runs at once.
 */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => unknown, delayMs: number) {
  const latest = useRef(callback);
  const quietUntil = useRef(0);

  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now < quietUntil.current) return;
      const until = now + delayMs;
      quietUntil.current = until;
      const result = latest.current(...args);
      if (result instanceof Promise) {
        const over = () => {
          if (quietUntil.current === until) quietUntil.current = 0;
        };
        result.then(over, over);
      }
    },
    [delayMs],
  );
}
