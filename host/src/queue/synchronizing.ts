import { atom } from 'jotai';

/** A logout waiting for the queue to empty (SPEC §2.15). */
export const synchronizingAtom = atom(false);
