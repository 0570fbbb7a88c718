import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { formatScore } from './format';
import { NS } from './i18n';
import { ScoreBar } from './ScoreBar';

/** A score with one decimal and its bar; an empty score reads as such, never as NaN. */
export function Score({ value }: { value: number | null }) {
  const { t } = useTranslation(NS);
  return (
    <HStack gap="3" w="full" maxW="sm">
      <Text fontWeight="semibold" minW="8" aria-label={value === null ? t('empty') : t('scoreOutOf', { score: formatScore(value) })}>
        {formatScore(value)}
      </Text>
      <ScoreBar value={value} />
    </HStack>
  );
}
