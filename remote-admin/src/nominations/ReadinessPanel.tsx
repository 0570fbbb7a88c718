import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import type { EvaluatedNominations } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { personName } from './personName';

/**
 * The groups that cannot reach what they need, one line each, naming the person, the group and
 * why; HR acts on these before the campaign's raters are counted in the reports.
 */
export function ReadinessPanel({ people }: { people: readonly EvaluatedNominations[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations' });
  const headingId = useId();
  const lines = people.flatMap((evaluated) => evaluated.short.map((short) => ({ evaluated, short })));
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h4" size="md" id={headingId} mb="2">
        {t('readiness.title', { count: lines.length })}
      </Heading>
      <Text color="fg.muted" mb="3">
        {t('readiness.intro')}
      </Text>
      {lines.length === 0 ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('readiness.allReady')}</Alert.Title>
        </Alert.Root>
      ) : (
        <List.Root ps="5" gap="1">
          {lines.map(({ evaluated, short }) => (
            <List.Item key={`${evaluated.person.id}-${short.group}`} overflowWrap="anywhere">
              {t('readiness.line', {
                name: personName(evaluated.person),
                group: t(`group.${short.group}`),
                reason: t(`readiness.reason.${short.code}`, { have: short.have, needed: short.needed }),
              })}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}
