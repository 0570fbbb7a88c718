import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { IndividualReport } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

/** The development suggestions of the two weakest skills, as the server chose them. */
export function Suggestions({ report }: { report: IndividualReport }) {
  const { t } = useTranslation(NS);
  if (!report.suggestions.length) return null;
  return (
    <Box as="section" aria-labelledby="report-suggestions-title">
      <Heading as="h2" size="md" id="report-suggestions-title" mb="3">
        {t('suggestions')}
      </Heading>
      <Stack gap="3">
        {report.suggestions.map((suggestion) => (
          <Box key={suggestion.skillId}>
            <Heading as="h3" size="sm">
              {report.skills.find((s) => s.id === suggestion.skillId)?.name}
            </Heading>
            <List.Root ps="5" gap="1">
              {suggestion.markers.map((m) => (
                <List.Item key={m.markerId}>
                  <Text as="span" fontWeight="semibold">
                    {m.name}:
                  </Text>{' '}
                  {m.text}
                </List.Item>
              ))}
            </List.Root>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
