import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { EvaluatedNominations, NominationMode } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { formatDateTime } from '../progress/format';
import { personName } from './personName';

const COUNTS = ['invited', 'started', 'done'] as const;

/**
 * One evaluated person as a card: per group, how many raters were invited, started and
 * finished. Counts only, never who: the raters stay anonymous to HR too. Four narrow columns
 * fit a phone, so the cards stack without scrolling sideways.
 */
function PersonCard({ evaluated, mode }: { evaluated: EvaluatedNominations; mode: NominationMode }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'nominations' });
  const headingId = useId();
  const name = personName(evaluated.person);
  const submitted = evaluated.submittedAt
    ? t('people.submittedAt', { date: formatDateTime(evaluated.submittedAt, i18n.language) })
    : mode !== 'hr' && t('people.notSubmitted');
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Heading as="h5" size="sm" id={headingId} overflowWrap="anywhere">
        {name}
      </Heading>
      {submitted && (
        <Text fontSize="sm" color="fg.muted">
          {submitted}
        </Text>
      )}
      {/* A long word of a header or a group may break, so that no language widens the card past a phone's width. */}
      <Table.Root size="sm" variant="line" mt="2" css={{ '& th, & td': { overflowWrap: 'anywhere' } }}>
        <Table.Caption srOnly>{t('people.caption', { name })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader px="1.5">{t('people.column.group')}</Table.ColumnHeader>
            {COUNTS.map((count) => (
              <Table.ColumnHeader key={count} px="1.5" textAlign="end">
                {t(`people.column.${count}`)}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {evaluated.groups.map((group) => (
            <Table.Row key={group.group}>
              <Table.ColumnHeader scope="row" px="1.5">
                {t(`group.${group.group}`)}
                {group.pending > 0 && (
                  <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                    {t('people.pending', { count: group.pending })}
                  </Text>
                )}
              </Table.ColumnHeader>
              {COUNTS.map((count) => (
                <Table.Cell key={count} px="1.5" textAlign="end">
                  {group[count]}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** Every evaluated person of the campaign, in the order the server sends them. */
export function RaterCounts({ people, mode }: { people: readonly EvaluatedNominations[]; mode: NominationMode }) {
  const { t } = useTranslation(NS, { keyPrefix: 'nominations.people' });
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h4" size="md" id={headingId}>
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      {people.length === 0 ? (
        <Text>{t('empty')}</Text>
      ) : (
        people.map((evaluated) => <PersonCard key={evaluated.person.id} evaluated={evaluated} mode={mode} />)
      )}
    </Stack>
  );
}
