import { Box } from '@chakra-ui/react/box';
import { ErrorPanel } from '@skillup/shared/ui';
import { useTranslation } from 'react-i18next';

/**
 * What a route shows when its code fails to load or throws (a deploy replaced the chunks,
 * the connection dropped): reloading fetches the page again.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Box as="main" px="6" py="10" maxW="2xl" mx="auto">
      <ErrorPanel title={t('errors.generic')} onRetry={() => window.location.reload()} />
    </Box>
  );
}
