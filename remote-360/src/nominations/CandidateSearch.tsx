import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { GroupCount, NominationGroup, NominationPerson } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCandidates } from '../api/nominations';
import { ActionError } from '../common/ActionError';
import { NS } from '../i18n';
import { hasRoom } from './limits';
import { useDebounced } from './useDebounced';

/** Long enough for a pause in typing, short enough not to feel slow. */
const SEARCH_DELAY_MS = 300;

export interface CandidateSearchProps {
  campaignId: number;
  title: string;
  /** The groups the people found may be added to: all of them, or the one a replacement goes into. */
  groups: GroupCount[];
  /** People whose nomination still counts, shown as such instead of with the buttons. */
  taken: Set<number>;
  busy: boolean;
  /** A replacement names no group on its buttons: there is only one. */
  replacing: boolean;
  onAdd: (person: NominationPerson, group: NominationGroup) => void;
}

const fullName = (person: NominationPerson) => `${person.firstName} ${person.lastName}`;

/** The company's people matching a name or a team, each with a button per group they may join. */
export function CandidateSearch({ campaignId, title, groups, taken, busy, replacing, onAdd }: CandidateSearchProps) {
  const { t } = useTranslation(NS);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), SEARCH_DELAY_MS);
  const candidates = useCandidates(campaignId, q, q !== '');
  const input = useRef<HTMLInputElement>(null);
  // Choosing "Nominate a replacement" lower in the page leads straight to the search for it.
  useEffect(() => {
    if (replacing) input.current?.focus();
  }, [replacing, title]);
  const people = q !== '' ? (candidates.data ?? []) : [];
  return (
    <Stack as="section" aria-labelledby="nomination-search" borderWidth="1px" borderRadius="md" p="4" gap="3">
      <Heading as="h3" size="md" id="nomination-search">
        {title}
      </Heading>
      <Field.Root>
        <Field.Label>{t('nominations.search')}</Field.Label>
        <Input ref={input} type="search" autoComplete="off" value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </Field.Root>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {q !== '' && candidates.isSuccess ? t('nominations.found', { count: people.length }) : null}
      </Text>
      {candidates.isError ? <ActionError error={candidates.error} /> : null}
      {people.length > 0 ? (
        <List.Root listStyleType="none" gap="2" aria-label={t('nominations.results')}>
          {people.map((person) => (
            <List.Item key={person.id} borderTopWidth="1px" pt="2">
              <Stack gap="2" width="full">
                <Box minW="0">
                  <Text fontWeight="semibold">{fullName(person)}</Text>
                  {person.team ? (
                    <Text fontSize="sm" color="fg.muted">
                      {person.team}
                    </Text>
                  ) : null}
                </Box>
                {taken.has(person.id) ? (
                  <Text fontSize="sm">{t('nominations.alreadyNominated')}</Text>
                ) : (
                  <HStack gap="2" wrap="wrap">
                    {groups.map((group) => {
                      const action = replacing ? t('nominations.nominate') : t('nominations.addTo', { group: t(`groups.${group.group}`) });
                      return (
                        <Button
                          key={group.group}
                          size="sm"
                          colorPalette="brand"
                          variant="outline"
                          aria-label={t('nominations.actionFor', { action, name: fullName(person) })}
                          disabled={busy || (!replacing && !hasRoom(group))}
                          onClick={() => onAdd(person, group.group)}
                        >
                          {action}
                        </Button>
                      );
                    })}
                  </HStack>
                )}
              </Stack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
