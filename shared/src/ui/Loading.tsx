import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * A leaf every area renders reads the browser's connection itself, not the shared store's
 * onlineAtom: that atom writes the store as it mounts, and spinners mount and unmount all the time.
 */
function onConnectionChange(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

const browserOnline = () => navigator.onLine;

/**
 * A spinner that tells assistive technology what it is waiting for. Offline, what it waits for
 * was never loaded on this device and its request is paused until the connection returns, so
 * it says that, and what still works, instead of spinning with no end in sight.
 */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  const online = useSyncExternalStore(onConnectionChange, browserOnline, () => true);
  return (
    <Center role="status" py="10" minH="40" flexDirection="column" gap="4" textAlign="center">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      {online ? (
        <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
      ) : (
        <>
          <Text fontWeight="semibold">{t('app.offlineTitle')}</Text>
          <Text color="fg.muted" maxW="md">
            {t('app.offlineWait')}
          </Text>
        </>
      )}
    </Center>
  );
}
