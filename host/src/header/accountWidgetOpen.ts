import { atom } from 'jotai';

/** docs/behaviour.md §3 UI flags: whether the header's account widget is open. */
export const accountWidgetOpenAtom = atom(false);
