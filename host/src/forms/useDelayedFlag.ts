import { useEffect, useState } from 'react';

/** docs/behaviour.md §9: a spinner shows only when the wait lasts longer than 500 ms, so quick answers do not flicker. */
export const SPINNER_DELAY_MS = 500;

/** True once `active` has stayed true for `delayMs`; false again as soon as it is not. */
export function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}
