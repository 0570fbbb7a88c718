import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Story } from '../campaign/challengeTexts';
import { useExit } from '../header/useExit';
import { NS } from '../i18n';

/** docs/behaviour.md §2.11: at 100 % the challenge ends with 'Congrats' and Exit. */
export function Outro({ story }: { story: Story | null }) {
  const { t } = useTranslation(NS);
  const { exit, leaving } = useExit();
  return (
    <Stack
      as="section"
      aria-labelledby="challenge-outro"
      gap="4"
      py="10"
      align="center"
      textAlign="center"
      animationName="fade-in"
      animationDuration="slow"
      data-testid="challenge-outro"
    >
      <Heading as="h2" size="3xl" id="challenge-outro">
        {story?.title || t('outro.title')}
      </Heading>
      <Text maxW="xl">{story?.text || t('outro.text')}</Text>
      <Button size="lg" colorPalette="yellow" onClick={exit} loading={leaving} loadingText={t('leaving')}>
        {t('outro.exit')}
      </Button>
    </Stack>
  );
}
