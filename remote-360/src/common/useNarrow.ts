import { useEffect, useState } from 'react';

/** Up to this width the questionnaire shows one question or one column at a time. */
export const NARROW_QUERY = '(max-width: 900px)';

export function useNarrow(): boolean {
  const query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null;
  const [narrow, setNarrow] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [query?.media]);
  return narrow;
}
