import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A spinner that tells assistive technology what it is waiting for; `children`, when a wait
 * needs explaining to everyone (the host's offline wait), are shown beneath it instead.
 */
export function Loading({ label, children }: { label?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center role="status" py="10" minH="40" flexDirection="column" gap="4" textAlign="center">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      {children ?? <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>}
    </Center>
  );
}
