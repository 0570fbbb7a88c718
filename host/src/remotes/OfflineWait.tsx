import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';

/**
 * In place of the spinner while an area's load waits for the connection (its query paused
 * offline): without it the page spun with no end in sight. It says the device is offline, that
 * the page opens by itself when the connection returns, and what still works.
 */
export function OfflineWait() {
  const { t } = useTranslation();
  return (
    <Center role="status" py="10" minH="40" flexDirection="column" gap="4" textAlign="center">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <Text fontWeight="semibold">{t('app.offlineTitle')}</Text>
      <Text color="fg.muted" maxW="md">
        {t('app.offlineWait')}
      </Text>
    </Center>
  );
}
