import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * docs/behaviour.md §2.8: the intro of a timed test. Its clock starts when the activity opens, so the
 * person reads the instructions first and enters with 'Entra'.
 */
export function TestIntro({ test, onEnter }: { test: UserTest; onEnter(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Stack as="article" gap="5" py="6" maxW="3xl" aria-labelledby="taskroom-intro">
      <Heading as="h1" size="2xl" id="taskroom-intro">
        {test.name}
      </Heading>
      {test.instructions ? <Text whiteSpace="pre-line">{test.instructions}</Text> : null}
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{t('intro.timed')}</Alert.Title>
      </Alert.Root>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={onEnter} aria-label={t('intro.enterTest', { name: test.name })}>
        {t('intro.enter')}
      </Button>
    </Stack>
  );
}
