import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Input } from '@chakra-ui/react/input';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { PersonEntry } from '@skillup/shared/api/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { peopleQuery } from '../api/people';
import { personName } from './personName';

export interface PersonPickerProps {
  campaignId: number;
  label: string;
  /** Which of the people found may be chosen. */
  eligible(person: PersonEntry): boolean;
  onPick(person: PersonEntry): void;
}

/**
 * Finds a person of the campaign by part of their name or e-mail and offers each match as a
 * button: a campaign may hold 10,000 people, too many for one list to choose from. It sits
 * inside other forms, so Enter in its field searches instead of submitting them.
 */
export function PersonPicker({ campaignId, label, eligible, onPick }: PersonPickerProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.picker' });
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({ ...peopleQuery(campaignId, { search: asked }), enabled: asked !== '' });
  const search = () => setAsked(text.trim());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };
  const matches = found.data?.people.filter(eligible) ?? [];
  return (
    <Stack gap="2">
      <Flex gap="2" alignItems="flex-end">
        <Field.Root flex="1" minW="0">
          <Field.Label>{label}</Field.Label>
          <Input
            size="sm"
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={200}
          />
        </Field.Root>
        <Button size="sm" variant="outline" onClick={search} loading={found.isFetching} loadingText={t('find')}>
          {t('find')}
        </Button>
      </Flex>
      <div role="status">
        {asked !== '' && found.isSuccess && !matches.length && <Text>{t('none')}</Text>}
        {found.isError && <Text>{t('failed')}</Text>}
      </div>
      {matches.length > 0 && (
        <List.Root listStyleType="none" gap="1">
          {matches.map((person) => (
            <List.Item key={person.id}>
              <Button size="xs" variant="subtle" h="auto" py="1" whiteSpace="normal" textAlign="start" onClick={() => onPick(person)}>
                {t('choose', { name: personName(person), email: person.email })}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
