import { atom } from 'jotai';

export type NotificationStatus = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  /** One notification per key shows at a time (docs/behaviour.md §2.2): a new one replaces it. */
  key: string;
  status: NotificationStatus;
  /** i18n key of the text, with its namespace when it is not common. */
  messageKey: string;
  /** What the text interpolates, e.g. `count` for its plural forms. */
  values?: Record<string, string | number>;
  /** How long it shows; NOTIFICATION_TIMEOUT_MS unless told (docs/behaviour.md §9). */
  durationMs?: number;
}

/** docs/behaviour.md §9: notifications dismiss themselves after 3 s… */
export const NOTIFICATION_TIMEOUT_MS = 3000;
/** …and the password-reset confirmations after 6 s. */
export const LONG_NOTIFICATION_TIMEOUT_MS = 6000;

export const notificationsAtom = atom<AppNotification[]>([]);

export const notifyAtom = atom(null, (get, set, notification: AppNotification) => {
  set(notificationsAtom, [...get(notificationsAtom).filter((n) => n.key !== notification.key), notification]);
});

export const dismissNotificationAtom = atom(null, (get, set, key: string) => {
  set(
    notificationsAtom,
    get(notificationsAtom).filter((n) => n.key !== key),
  );
});
