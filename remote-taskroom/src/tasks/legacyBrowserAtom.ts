import { atom } from 'jotai';
import { isLegacyBrowser, type BrowserFeatures } from './browser';

/** docs/behaviour.md §3 (UI flag isLegacyBrowser): measured once, when the area starts. */
export const isLegacyBrowserAtom = atom(typeof window !== 'undefined' && isLegacyBrowser(window as unknown as BrowserFeatures));
