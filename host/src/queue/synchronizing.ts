import { atom } from 'jotai';

/** A logout waiting for the queue to empty (docs/behaviour.md §2.15). */
export const synchronizingAtom = atom(false);
