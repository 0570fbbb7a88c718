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
      <Alert.Title>{t(notification.messageKey, notification.values)}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * The toasts of the notifications atom, one per key, each gone after 3 s unless told (docs/behaviour.md §9).
 * On a phone they take their place above the page instead of floating over it: there the
 * page's first field sits right under the top edge, where a floating toast would cover it.
 */
export function Notifications() {
  const notifications = useAtomValue(notificationsAtom);
  return (
    <Stack
      position={{ base: 'relative', md: 'fixed' }}
      top={{ base: '0', md: '4' }}
      insetX={{ base: '0', md: '4' }}
      px={{ base: '4', md: '0' }}
      pt={{ base: notifications.length > 0 ? '4' : '0', md: '0' }}
      maxW="md"
      mx="auto"
      zIndex="toast"
      gap="2"
      aria-live="polite"
    >
      {notifications.map((n) => (
        <Notification key={n.key} notification={n} />
      ))}
    </Stack>
  );
}
