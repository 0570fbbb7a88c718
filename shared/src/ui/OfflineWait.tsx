import { Text } from '@chakra-ui/react/text';
import { Loading } from './Loading';
import { useTranslation } from 'react-i18next';

/**
 * In place of the bare spinner while a page's first load waits for the connection (its query
 * paused offline): without it the page spun with no end in sight. It says the device is offline, that
 * the page opens by itself when the connection returns, and what still works.
 */
export function OfflineWait() {
  const { t } = useTranslation();
  return (
    <Loading>
      <Text fontWeight="semibold">{t('app.offlineTitle')}</Text>
      <Text color="fg.muted" maxW="md">
        {t('app.offlineWait')}
      </Text>
    </Loading>
  );
}
