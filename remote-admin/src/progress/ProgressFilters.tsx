import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Flex } from '@chakra-ui/react/flex';
import { PARTICIPANT_PROGRESS_STATES, type PersonRef, type ProgressQuery, type TeamProgress } from '@skillup/shared/api/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/* A select's value is a string: these tell "every team" from "no team" from a team's name. */
const ALL = 'all';
const NO_TEAM = 'none';
const teamValue = (team: string | undefined) => (team === undefined ? ALL : team === '' ? NO_TEAM : `team:${team}`);
const teamOf = (value: string) => (value === ALL ? undefined : value === NO_TEAM ? '' : value.slice('team:'.length));
const managerValue = (managerId: number | undefined) => (managerId === undefined ? ALL : String(managerId));

const STATE_KEY = { 'not started': 'notStarted', 'in progress': 'inProgress', complete: 'complete' } as const;

function Select({ label, value, onChange, children }: { label: string; value: string; onChange(value: string): void; children: ReactNode }) {
  return (
    <Field.Root w={{ base: 'full', sm: '52' }}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export interface ProgressFiltersProps {
  view: ProgressQuery;
  teams: TeamProgress[];
  managers: PersonRef[];
  onChange(change: Partial<ProgressQuery>): void;
}

/**
 * Search, team, manager and state: each change asks the server for the first page again. A
 * manager named by the address but no longer anyone's in the campaign still shows as chosen.
 */
export function ProgressFilters({ view, teams, managers, onChange }: ProgressFiltersProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress' });
  const [text, setText] = useState(view.search ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim() || undefined });
  };
  const filtered = view.search !== undefined || view.team !== undefined || view.managerId !== undefined || view.state !== undefined;
  return (
    <Flex as="section" aria-label={t('filters')} gap="3" flexWrap="wrap" alignItems="flex-end">
      <Flex as="form" role="search" onSubmit={submit} gap="2" alignItems="flex-end" w={{ base: 'full', md: 'auto' }}>
        <Field.Root flex="1" minW="0">
          <Field.Label>{t('search')}</Field.Label>
          <Input size="sm" type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={200} />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="brand">
          {t('searchButton')}
        </Button>
      </Flex>
      <Select label={t('team')} value={teamValue(view.team)} onChange={(value) => onChange({ team: teamOf(value) })}>
        <option value={ALL}>{t('allTeams')}</option>
        {teams.map((team) =>
          team.team === null ? (
            <option key={NO_TEAM} value={NO_TEAM}>
              {t('noTeam')}
            </option>
          ) : (
            <option key={team.team} value={`team:${team.team}`}>
              {team.team}
            </option>
          ),
        )}
      </Select>
      <Select
        label={t('manager')}
        value={managerValue(view.managerId)}
        onChange={(value) => onChange({ managerId: value === ALL ? undefined : Number(value) })}
      >
        <option value={ALL}>{t('managerClear')}</option>
        {managers.map((manager) => (
          <option key={manager.id} value={String(manager.id)}>
            {manager.name}
          </option>
        ))}
        {view.managerId !== undefined && !managers.some((manager) => manager.id === view.managerId) && (
          <option value={String(view.managerId)}>{t('managerUnknown')}</option>
        )}
      </Select>
      <Select
        label={t('stateFilter')}
        value={view.state ?? ALL}
        onChange={(value) => onChange({ state: value === ALL ? undefined : (value as ProgressQuery['state']) })}
      >
        <option value={ALL}>{t('allStates')}</option>
        {PARTICIPANT_PROGRESS_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`state.${STATE_KEY[state]}`)}
          </option>
        ))}
      </Select>
      {filtered && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setText('');
            onChange({ search: undefined, team: undefined, managerId: undefined, state: undefined });
          }}
        >
          {t('clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
