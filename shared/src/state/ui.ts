import { atom } from 'jotai';
import { isLegacyBrowser, type BrowserFeatures } from '../tasks/browser';

/** docs/behaviour.md §2.2: the mobile layout is for widths from 320 to 480 px. */
export const MOBILE_MEDIA_QUERY = '(min-width: 320px) and (max-width: 480px)';

export const isMobileAtom = atom(false);

/** docs/behaviour.md §3 (UI flag isLegacyBrowser): measured once, when the application starts. */
export const isLegacyBrowserAtom = atom(typeof window !== 'undefined' && isLegacyBrowser(window as unknown as BrowserFeatures));

/** docs/behaviour.md §3 UI flags: whether the header's account widget is open. */
export const accountWidgetOpenAtom = atom(false);

/**
 * docs/behaviour.md §2.9: a test fills the screen. What it covers stays out of the focus order
 * and of assistive technology, so the keyboard cannot wander behind it.
 */
export const fullScreenAtom = atom(false);
