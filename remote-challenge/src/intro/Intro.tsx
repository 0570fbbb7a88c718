import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import type { Story } from '../campaign/challengeTexts';
import { NS } from '../i18n';

/** docs/behaviour.md §2.11: the welcome, faded in, while the first section has no completed test; START leads on. */
export function Intro({ story, onStart }: { story: Story | null; onStart(): void }) {
  const { t } = useTranslation(NS);
  return (
    <Stack
      as="section"
      aria-labelledby="challenge-intro"
      gap="4"
      py="10"
      align="center"
      textAlign="center"
      animationName="fade-in, slide-from-bottom"
      animationDuration="slow"
      data-testid="challenge-intro"
    >
      <Heading as="h2" size="2xl" id="challenge-intro">
        {story?.title || t('intro.title')}
      </Heading>
      <Text maxW="xl">{story?.text || t('intro.text')}</Text>
      <Button size="lg" colorPalette="yellow" onClick={onStart}>
        {t('intro.start')}
      </Button>
    </Stack>
  );
}
