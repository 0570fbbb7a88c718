import { atom } from 'jotai';

const browserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

const onlineBaseAtom = atom(browserOnline());
onlineBaseAtom.onMount = (set) => {
  if (typeof window === 'undefined') return;
  const update = () => set(browserOnline());
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
};

/** Whether the browser says it is connected, following its online and offline events. */
export const onlineAtom = atom((get) => get(onlineBaseAtom));
