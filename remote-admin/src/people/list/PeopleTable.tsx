import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Table } from '@chakra-ui/react/table';
import type { PersonEntry } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { personName } from './personName';
import { ScrollBox } from '../../progress/ScrollBox';

export interface PeopleActions {
  onEdit(person: PersonEntry): void;
  onAssessors(person: PersonEntry): void;
  onRemove(person: PersonEntry): void;
}

function stateKey(person: PersonEntry): 'inactive' | 'left' | 'active' {
  if (!person.active) return 'inactive';
  return person.enrolmentState === 'CLOSED' ? 'left' : 'active';
}

/** One page of the campaign's people; the actions only for who may change them. */
export function PeopleTable({ people, actions }: { people: PersonEntry[]; actions: PeopleActions | null }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people' });
  const { t: area } = useTranslation(NS);
  return (
    <ScrollBox label={t('tableRegion')} borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('column.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.team')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.manager')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.language')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('column.state')}</Table.ColumnHeader>
            {actions && (
              <Table.ColumnHeader>
                <Box srOnly>{t('column.actions')}</Box>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {people.map((person) => {
            const name = personName(person);
            return (
              <Table.Row key={person.id}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell wordBreak="break-all">{person.email}</Table.Cell>
                <Table.Cell>{person.team ?? '—'}</Table.Cell>
                <Table.Cell wordBreak="break-all">{person.managerEmail ?? '—'}</Table.Cell>
                <Table.Cell>{person.language ? area(`common.languages.${person.language}`, { defaultValue: person.language }) : '—'}</Table.Cell>
                <Table.Cell>{t(`form.roles.${person.role}`)}</Table.Cell>
                <Table.Cell>{t(`state.${stateKey(person)}`)}</Table.Cell>
                {actions && (
                  <Table.Cell>
                    <Flex gap="2">
                      <Button size="xs" variant="outline" onClick={() => actions.onEdit(person)}>
                        {t('edit')}
                        <Box as="span" srOnly>
                          {' '}
                          {name}
                        </Box>
                      </Button>
                      {person.role === 'participant' && (
                        <Button size="xs" variant="outline" onClick={() => actions.onAssessors(person)}>
                          {t('assessors')}
                          <Box as="span" srOnly>
                            {' '}
                            {t('ofPerson', { name })}
                          </Box>
                        </Button>
                      )}
                      {person.enrolmentState !== 'CLOSED' && (
                        <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.onRemove(person)}>
                          {t('remove')}
                          <Box as="span" srOnly>
                            {' '}
                            {name}
                          </Box>
                        </Button>
                      )}
                    </Flex>
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}
