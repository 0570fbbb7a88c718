import { Box } from '@chakra-ui/react/box';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { sectionIcons, type Section } from '../sections/sections';

/** docs/behaviour.md §2.11: one icon per section, yellow once the section is complete, grey until then. */
export function SectionIcons({ sections }: { sections: readonly Section[] }) {
  const { t } = useTranslation(NS);
  const icons = sectionIcons(sections);
  return (
    <HStack as="ul" listStyleType="none" gap="2" aria-label={t('sectionsLabel')}>
      {sections.map((section, index) => {
        const done = icons[index] === 'complete';
        return (
          <li key={section.id}>
            <Box
              role="img"
              aria-label={t('sectionIcon', { number: index + 1, name: section.name, state: t(done ? 'sectionDone' : 'sectionPending') })}
              data-state={done ? 'complete' : 'pending'}
              w="9"
              h="9"
              rounded="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="bold"
              bg={done ? 'yellow.400' : 'gray.300'}
              color={done ? 'black' : 'gray.800'}
            >
              {index + 1}
            </Box>
          </li>
        );
      })}
    </HStack>
  );
}
