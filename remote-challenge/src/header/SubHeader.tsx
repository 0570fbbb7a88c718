import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { Section } from '../sections/sections';
import { ProgressRing } from './ProgressRing';
import { SectionIcons } from './SectionIcons';

export interface SubHeaderProps {
  headingId: string;
  sections: readonly Section[];
  motivation: string;
  percent: number;
  onDocuments(): void;
  onTutorial(): void;
}

/**
 * docs/behaviour.md §2.11: 'Individual Challenge', the current section's motivation, the ring, the
 * section icons, and the documents and tutorial buttons.
 */
export function SubHeader({ headingId, sections, motivation, percent, onDocuments, onTutorial }: SubHeaderProps) {
  const { t } = useTranslation(NS);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="4" py="4" align={{ base: 'stretch', md: 'center' }} justify="space-between">
      <Stack gap="1" minW="0">
        <Heading as="h1" id={headingId} size="2xl">
          {t('title')}
        </Heading>
        {motivation ? (
          <Text color="fg.muted" data-testid="motivation">
            {motivation}
          </Text>
        ) : null}
      </Stack>
      <Flex gap="4" align="center" wrap="wrap">
        <ProgressRing percent={percent} />
        <SectionIcons sections={sections} />
      </Flex>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={onDocuments}>
          {t('documents')}
        </Button>
        <Button size="sm" variant="outline" onClick={onTutorial}>
          {t('tutorial')}
        </Button>
      </Flex>
    </Flex>
  );
}
