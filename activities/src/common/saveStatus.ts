import type { SaveStatus } from '@skillup/shared/activity';
import { l, type Lang } from './i18n';

const TEXTS = {
  saved: l('Salvato sul server', 'Saved on the server', 'Guardado en el servidor'),
  savedOffline: l(
    'Sei offline: tutto è già salvato sul server',
    'You are offline: everything is already saved on the server',
    'Estás sin conexión: todo está ya guardado en el servidor',
  ),
  sending: l('Invio in corso… ({n} da inviare)', 'Sending… ({n} to send)', 'Enviando… (pendientes: {n})'),
  offline: l(
    'Sei offline: salvato su questo dispositivo, in attesa della connessione ({n} in sospeso)',
    'You are offline: saved on this device, waiting for the connection ({n} pending)',
    'Estás sin conexión: guardado en este dispositivo, esperando la conexión (pendientes: {n})',
  ),
  retrying: l(
    'Salvato su questo dispositivo, nuovo tentativo di invio ({n} in sospeso)',
    'Saved on this device, trying to send again ({n} pending)',
    'Guardado en este dispositivo, reintentando el envío (pendientes: {n})',
  ),
};

/** What the frame says about the work, from the status the host's queue sent (docs/queue.md §9). */
export function saveStatusText(status: SaveStatus, lang: Lang): string {
  const text = status.state === 'saved' ? (status.online ? TEXTS.saved : TEXTS.savedOffline) : TEXTS[status.state];
  return text[lang].replace('{n}', String(status.pending));
}
