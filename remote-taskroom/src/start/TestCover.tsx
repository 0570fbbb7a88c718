import { Box } from '@chakra-ui/react/box';
import { Image } from '@chakra-ui/react/image';
import { testAppearance } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** docs/behaviour.md §2.8: the cover image on the test's colour (#E25240 when it sets none). */
export function TestCover({ test }: { test: UserTest }) {
  const { t } = useTranslation(NS);
  const { image, colour } = testAppearance(test);
  return (
    <Box bg={colour} rounded="lg" overflow="hidden" h={{ base: '40', md: '56' }} data-colour={colour}>
      {image ? <Image src={image} alt={t('cover', { name: test.name })} w="full" h="full" objectFit="cover" /> : null}
    </Box>
  );
}
