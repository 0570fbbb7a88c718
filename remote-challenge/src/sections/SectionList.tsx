import { Box, Heading, HStack, List, Progress, Stack, Text } from '@chakra-ui/react';
import { TestStatusBadge, TestStatusRow } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { currentSection, sectionProgress, type Section } from './sections';

/** SPEC §2.11: the sections with their tests, the overall progress and where to go on. */
export function SectionList({ sections }: { sections: Section[] }) {
  const { t } = useTranslation(NS);
  if (!sections.length) return <Text color="fg.muted">{t('empty')}</Text>;
  const progress = sectionProgress(sections);
  const current = currentSection(sections);
  return (
    <Stack gap="6">
      <Progress.Root value={progress} max={100} maxW="md">
        <Progress.Label>{t('progress', { percent: progress })}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {sections.map((section, index) => (
        <Box as="section" key={section.id} aria-current={section === current ? 'step' : undefined} borderWidth="1px" rounded="md" p="4">
          <HStack justify="space-between">
            <Heading as="h2" size="md">
              {t('section', { number: index + 1, name: section.name })}
            </Heading>
            <TestStatusBadge status={section.status} />
          </HStack>
          {section.description ? <Text color="fg.muted">{section.description}</Text> : null}
          <List.Root listStyleType="none" mt="2">
            {section.tests.map((test) => (
              <TestStatusRow key={test.id} test={test} />
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
