import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Table } from '@chakra-ui/react/table';
import { TEAM_FLAG_BELOW, type TeamProgress } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { ScrollBox } from './ScrollBox';

/** Completion per team, whatever the grid's filters; a team under the threshold is flagged in words. */
export function TeamCompletion({ teams }: { teams: TeamProgress[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress' });
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} minW="0">
      <Heading as="h4" size="md" id={headingId} mb="2">
        {t('teams.title')}
      </Heading>
      <ScrollBox label={t('teams.table')}>
        <Table.Root size="sm" variant="line" maxW="xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('teams.team')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('teams.participants')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('teams.completion')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Box srOnly>{t('teams.flag')}</Box>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {teams.map((team) => (
              <Table.Row key={team.team ?? ''}>
                <Table.Cell>{team.team ?? t('noTeam')}</Table.Cell>
                <Table.Cell textAlign="end">{team.participants}</Table.Cell>
                <Table.Cell textAlign="end">{t('teams.percent', { value: team.completion })}</Table.Cell>
                <Table.Cell>
                  {team.flagged && (
                    <Badge colorPalette="red" variant="subtle" whiteSpace="normal">
                      {t('teams.flagged', { threshold: TEAM_FLAG_BELOW })}
                    </Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollBox>
    </Box>
  );
}
