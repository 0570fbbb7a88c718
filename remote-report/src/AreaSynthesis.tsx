import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { ReportArea } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { Score } from './Score';

/** 'Sintesi qualitativa per profilo di area': the areas in the detail, with level and feedback. */
export function AreaSynthesis({ areas }: { areas: ReportArea[] }) {
  const { t } = useTranslation(NS);
  return (
    <Box as="section" aria-labelledby="report-synthesis-title">
      <Heading as="h2" size="md" id="report-synthesis-title" mb="3">
        {t('synthesis')}
      </Heading>
      <Stack gap="4">
        {areas
          .filter((area) => area.inDetail)
          .map((area) => (
            <Box key={area.id} borderWidth="1px" borderRadius="md" p="3">
              <Heading as="h3" size="sm">
                {area.name}
              </Heading>
              <Score value={area.value} />
              <Badge mt="1" colorPalette="blue">
                {area.level ? t(`level.${area.level}`) : t('empty')}
              </Badge>
              {area.feedback && <Text mt="2">{area.feedback}</Text>}
            </Box>
          ))}
      </Stack>
    </Box>
  );
}
