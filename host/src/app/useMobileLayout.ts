import { isMobileAtom, MOBILE_MEDIA_QUERY } from '@skillup/shared';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';

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
