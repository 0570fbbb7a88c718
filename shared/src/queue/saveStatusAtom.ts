import { atom } from 'jotai';
import { onlineAtom } from '../state/online';
import { getQueue, queueStateAtom } from './default';
import { saveStatusOf, type SaveStatus } from './saveStatus';

/** The page's queue as a save status: what every area shows where a participant works. */
export const saveStatusAtom = atom<SaveStatus>((get) => saveStatusOf(get(queueStateAtom), get(onlineAtom)));

/**
 * The same status outside React (the activity frame's bridge): `listener` hears the current
 * status at once and again on every change of the queue or of the connection.
 */
export function subscribeSaveStatus(listener: (status: SaveStatus) => void, win: Window = window): () => void {
  const queue = getQueue();
  const tell = () => listener(saveStatusOf(queue.state, win.navigator.onLine));
  tell();
  const unsubscribe = queue.subscribe(tell);
  win.addEventListener('online', tell);
  win.addEventListener('offline', tell);
  return () => {
    unsubscribe();
    win.removeEventListener('online', tell);
    win.removeEventListener('offline', tell);
  };
}
