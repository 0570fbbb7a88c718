import { Heading } from '@chakra-ui/react/heading';
import { Progress } from '@chakra-ui/react/progress';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useStartTest } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { InstructionsDialog } from './InstructionsDialog';
import type { Section } from './sections';
import { TestCard } from './TestCard';

export interface SectionViewProps {
  section: Section;
  number: number;
  percent: number;
  /** The campaign is closed: the cards still open their instructions, which start nothing. */
  readOnly?: boolean;
}

/**
 * docs/behaviour.md §2.11: the current section's test cards under the progress bar; Start opens the
 * test in the test frame as every theme does (shared useStartTest).
 */
export function SectionView({ section, number, percent, readOnly = false }: SectionViewProps) {
  const { t } = useTranslation(NS);
  const startTest = useStartTest();
  const [open, setOpen] = useState<UserTest | null>(null);
  return (
    <Stack as="section" aria-labelledby="challenge-section" gap="4" py="4" animationName="fade-in" animationDuration="moderate">
      <Progress.Root value={percent} max={100} colorPalette="yellow">
        <Progress.Label>{t('progress', { percent })}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Heading as="h2" size="lg" id="challenge-section">
        {t('section', { number, name: section.name })}
      </Heading>
      {section.description ? <Text color="fg.muted">{section.description}</Text> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {section.tests.map((test) => (
          <TestCard key={test.id} test={test} onOpen={setOpen} />
        ))}
      </SimpleGrid>
      <InstructionsDialog test={open} onClose={() => setOpen(null)} onStart={startTest} closed={readOnly} />
    </Stack>
  );
}
