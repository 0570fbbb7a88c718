import { useEffect, useState } from 'react';

/** docs/behaviour.md §9: the agenda's own mobile layout is for widths up to 600 px. */
export const CALENDAR_MOBILE_QUERY = '(max-width: 600px)';

export function useCalendarMobile(): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(CALENDAR_MOBILE_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia?.(CALENDAR_MOBILE_QUERY);
    if (!query) return;
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return matches;
}
