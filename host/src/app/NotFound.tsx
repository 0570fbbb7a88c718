import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { useTranslation } from 'react-i18next';

/** docs/behaviour.md §2.1: any other route. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Box as="main" px="6" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        {t('app.notFound')}
      </Heading>
    </Box>
  );
}
