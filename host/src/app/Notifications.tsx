import { Alert } from '@chakra-ui/react/alert';
import { Stack } from '@chakra-ui/react/stack';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissNotificationAtom, NOTIFICATION_TIMEOUT_MS, notificationsAtom, type AppNotification } from './notifications';

function Notification({ notification }: { notification: AppNotification }) {
  const { t } = useTranslation();
  const dismiss = useSetAtom(dismissNotificationAtom);
  useEffect(() => {
    const timer = setTimeout(() => dismiss(notification.key), notification.durationMs ?? NOTIFICATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [dismiss, notification]);
  return (
    <Alert.Root status={notification.status} boxShadow="md">
      <Alert.Indicator />
      <Alert.Title>{t(notification.messageKey)}</Alert.Title>
    </Alert.Root>
  );
}

/** The toasts of the notifications atom, one per key, each gone after 3 s unless told (docs/behaviour.md §9). */
export function Notifications() {
  const notifications = useAtomValue(notificationsAtom);
  return (
    <Stack position="fixed" top="4" insetX="4" maxW="md" mx="auto" zIndex="toast" gap="2" aria-live="polite">
      {notifications.map((n) => (
        <Notification key={n.key} notification={n} />
      ))}
    </Stack>
  );
}
