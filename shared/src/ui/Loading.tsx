import { Center } from '@chakra-ui/react/center';
import { Spinner } from '@chakra-ui/react/spinner';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useTranslation } from 'react-i18next';

/** A spinner that tells assistive technology what it is waiting for. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center role="status" py="10" minH="40">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
    </Center>
  );
}
