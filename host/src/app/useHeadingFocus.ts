import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusHeadingWhenShown } from './focusHeading';

/**
 * After every change of page (signing in, choosing a campaign, a link), the focus goes to the new
 * page's heading; the page the browser opened first keeps the browser's own start.
 */
export function useHeadingFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenShown(document);
  }, [pathname]);
}
