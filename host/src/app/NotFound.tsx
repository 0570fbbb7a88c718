import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Loading } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPage } from '../public';
import { useQueueRunner } from '../queue';
import { SignedInFrame, useRestoredSession } from '../session';

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Button asChild colorPalette="brand" alignSelf="center">
      <RouterLink to="/">{t('app.home')}</RouterLink>
    </Button>
  );
}

/**
 * docs/behaviour.md §2.1: any other route says 'Not found...' and offers the way home; a
 * signed-in person keeps the header (and its account menu) around it.
 */
export function NotFound() {
  const { t } = useTranslation();
  const session = useRestoredSession();
  useQueueRunner();

  if (session.status === 'restoring') return <Loading />;
  if (session.status !== 'ready') {
    return (
      <PublicPage title={t('app.notFound')}>
        <Stack>
          <HomeLink />
        </Stack>
      </PublicPage>
    );
  }
  return (
    <SignedInFrame>
      <Stack gap="6" py="16" textAlign="center">
        <Heading as="h1" size="xl">
          {t('app.notFound')}
        </Heading>
        <HomeLink />
      </Stack>
    </SignedInFrame>
  );
}
