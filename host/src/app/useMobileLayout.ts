import { isMobileAtom } from '@skillup/shared/state';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** docs/behaviour.md §2.2: the mobile layout is for widths from 320 to 480 px. */
const MOBILE_MEDIA_QUERY = '(min-width: 320px) and (max-width: 480px)';

/** Keeps the isMobile flag every area reads in step with the window's width. */
export function useMobileLayout() {
  const setMobile = useSetAtom(isMobileAtom);
  useEffect(() => {
    const query = window.matchMedia(MOBILE_MEDIA_QUERY);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setMobile]);
}
