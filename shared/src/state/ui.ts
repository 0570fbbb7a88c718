import { atom } from 'jotai';

/** docs/behaviour.md §2.2: whether the window has the mobile layout's width; the host keeps it in step. */
export const isMobileAtom = atom(false);

/**
 * docs/behaviour.md §2.9: a test fills the screen. What it covers stays out of the focus order
 * and of assistive technology, so the keyboard cannot wander behind it.
 */
export const fullScreenAtom = atom(false);
