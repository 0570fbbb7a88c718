import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/**
 * What the page on screen asks of the host's header (docs/behaviour.md §2.2). The page of a
 * remote declares it with usePageHandle, so the host keeps no list of the remotes' paths.
 */
export interface PageHandle {
  /** Where the header's close button leads; the close button replaces the account actions. */
  closeTo?: string;
  /** On the mobile layout the header shows no menu. */
  hideMobileMenu?: boolean;
}

/** The handle of the page on screen; empty when the page declares none. */
export const pageHandleAtom = atom<PageHandle>({});

/** Declares the page's handle while the page is mounted. */
export function usePageHandle({ closeTo, hideMobileMenu }: PageHandle): void {
  const setHandle = useSetAtom(pageHandleAtom);
  useEffect(() => {
    setHandle({ closeTo, hideMobileMenu });
    return () => setHandle({});
  }, [setHandle, closeTo, hideMobileMenu]);
}
