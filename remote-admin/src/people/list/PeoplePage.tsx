import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent, YesNoDialog } from '@skillup/shared';
import type { AddPersonResponse, PersonEntry, RemovePersonResponse } from '@skillup/shared/api/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { Pager } from '../../progress/Pager';
import { useAddPerson, usePeople, useRemovePerson, useUpdatePerson } from '../api/people';
import { AssessorsDialog } from './AssessorsDialog';
import { PeopleTable } from './PeopleTable';
import { PersonDialog } from './PersonDialog';
import { personName } from './personName';
import { addRequestOf, patchOf, type PersonValues } from './personValues';

type Editing =
  { kind: 'add' } | { kind: 'edit'; person: PersonEntry } | { kind: 'assessors'; person: PersonEntry } | { kind: 'remove'; person: PersonEntry };

function SearchForm({ initial, onSearch }: { initial: string; onSearch(text: string): void }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people' });
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Flex as="form" role="search" onSubmit={submit} gap="2" alignItems="flex-end" maxW="xl">
      <Field.Root flex="1" minW="0">
        <Field.Label>{t('search')}</Field.Label>
        <Input size="sm" type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} maxLength={200} />
      </Field.Root>
      <Button type="submit" size="sm" colorPalette="brand">
        {t('searchButton')}
      </Button>
    </Flex>
  );
}

/**
 * docs/areas/admin.md, "People": the campaign's people, searched and paged by the server;
 * an admin adds one by hand, edits, removes (the server deactivates who has answers) and
 * chooses a participant's assessors.
 */
export function PeoplePage({ campaignId, is360 }: { campaignId: number; is360: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people' });
  const mayEdit = useMayEdit();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [news, setNews] = useState('');
  const people = usePeople(campaignId, { ...(search ? { search } : {}), ...(page > 1 ? { page } : {}) });
  const add = useAddPerson(campaignId);
  const update = useUpdatePerson(campaignId);
  const remove = useRemovePerson(campaignId);

  const close = () => {
    setEditing(null);
    add.reset();
    update.reset();
  };
  const added = (answer: AddPersonResponse) => {
    setNews(t(`added.${answer.verdict}`, { name: personName(answer.person) }));
    close();
  };
  const removed = (person: PersonEntry, answer: RemovePersonResponse) => {
    const name = personName(person);
    setNews([t(`removed.${answer.outcome}`, { name }), answer.active ? '' : t('removed.signInOff', { name })].filter(Boolean).join(' '));
  };
  const save = (values: PersonValues) => {
    if (editing?.kind === 'add') add.mutate(addRequestOf(values), { onSuccess: added });
    if (editing?.kind === 'edit') {
      const { person } = editing;
      update.mutate(
        { userId: person.id, patch: patchOf(person, values) },
        {
          onSuccess: (answer) => {
            setNews(t('saved', { name: personName(answer.person) }));
            close();
          },
        },
      );
    }
  };

  return (
    <Stack gap="6" minW="0">
      <Heading as="h3" size="lg">
        {t('title')}
      </Heading>
      {mayEdit && (
        <Flex gap="4" flexWrap="wrap" alignItems="center">
          <Button colorPalette="brand" onClick={() => setEditing({ kind: 'add' })}>
            {t('add')}
          </Button>
          <Link asChild colorPalette="brand" textDecoration="underline">
            <RouterLink to="import">{t('importLink')}</RouterLink>
          </Link>
          {is360 && (
            <Link asChild colorPalette="brand" textDecoration="underline">
              <RouterLink to="relations">{t('relationsLink')}</RouterLink>
            </Link>
          )}
        </Flex>
      )}
      <SearchForm
        initial={search}
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      <Text role="status">{news}</Text>
      <RequestContent request={people}>
        {(data) => (
          <Stack gap="4" minW="0">
            <Text>{t('total', { count: data.total })}</Text>
            {data.people.length ? (
              <PeopleTable
                people={data.people}
                actions={
                  mayEdit
                    ? {
                        onEdit: (person) => setEditing({ kind: 'edit', person }),
                        onAssessors: (person) => setEditing({ kind: 'assessors', person }),
                        onRemove: (person) => setEditing({ kind: 'remove', person }),
                      }
                    : null
                }
              />
            ) : (
              <Text>{search ? t('noMatch') : t('empty')}</Text>
            )}
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} label={t('pages')} onPage={setPage} />
          </Stack>
        )}
      </RequestContent>
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <PersonDialog
          campaignId={campaignId}
          person={editing.kind === 'edit' ? editing.person : null}
          pending={add.isPending || update.isPending}
          error={add.error ?? update.error}
          onSave={save}
          onClose={close}
        />
      )}
      {editing?.kind === 'assessors' && (
        <AssessorsDialog campaignId={campaignId} person={editing.person} onClose={close} onSaved={(text) => setNews(text)} />
      )}
      {editing?.kind === 'remove' && (
        <YesNoDialog
          open
          title={t('removeTitle', { name: personName(editing.person) })}
          text={t('removeText', { name: personName(editing.person) })}
          onNo={close}
          onYes={() => {
            const { person } = editing;
            close();
            remove.mutate(person.id, {
              onSuccess: (answer) => removed(person, answer),
              onError: () => setNews(t('removeFailed', { name: personName(person) })),
            });
          }}
        />
      )}
    </Stack>
  );
}
