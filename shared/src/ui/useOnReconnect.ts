import { useEffect, useRef } from 'react';

/**
 * Calls `callback` when the browser's connection returns, while `active`: what failed for
 * want of a connection loads again by itself.
 */
export function useOnReconnect(callback: () => void, active = true) {
  const latest = useRef(callback);
  latest.current = callback;
  useEffect(() => {
    if (!active) return;
    const reconnected = () => latest.current();
    window.addEventListener('online', reconnected);
    return () => window.removeEventListener('online', reconnected);
  }, [active]);
}
