import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Flex } from '@chakra-ui/react/flex';
import { List } from '@chakra-ui/react/list';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import type { AssessorRef, PersonEntry } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useAssessors, useSaveAssessors } from '../api/assessors';
import { PersonPicker } from './PersonPicker';
import { personName } from './personName';

function Editor({ campaignId, person, initial, onClose, onSaved }: AssessorsDialogProps & { initial: AssessorRef[] }) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.assessorsForm' });
  const [chosen, setChosen] = useState<AssessorRef[]>(initial);
  const save = useSaveAssessors(campaignId, person.id);
  const name = personName(person);
  const submit = () =>
    save.mutate(
      chosen.map((assessor) => assessor.id),
      {
        onSuccess: () => {
          onSaved(t('saved', { name, count: chosen.length }));
          onClose();
        },
      },
    );
  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t('intro', { name })}</Text>
          {chosen.length ? (
            <List.Root listStyleType="none" gap="2">
              {chosen.map((assessor) => (
                <List.Item key={assessor.id}>
                  <Flex gap="2" alignItems="center" flexWrap="wrap">
                    <Text>{t('assessor', { name: personName(assessor), email: assessor.email })}</Text>
                    <Button size="xs" variant="outline" onClick={() => setChosen((list) => list.filter((other) => other.id !== assessor.id))}>
                      {t('remove', { name: personName(assessor) })}
                    </Button>
                  </Flex>
                </List.Item>
              ))}
            </List.Root>
          ) : (
            <Text>{t('none')}</Text>
          )}
          <PersonPicker
            campaignId={campaignId}
            label={t('find')}
            eligible={(candidate) =>
              candidate.role !== 'participant' && candidate.id !== person.id && !chosen.some((other) => other.id === candidate.id)
            }
            onPick={({ id, firstName, lastName, email }) => setChosen((list) => [...list, { id, firstName, lastName, email }])}
          />
          <ServerError error={save.error} scope="people" />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button colorPalette="brand" onClick={submit} loading={save.isPending} loadingText={t('save')}>
          {t('save')}
        </Button>
      </Dialog.Footer>
    </>
  );
}

export interface AssessorsDialogProps {
  campaignId: number;
  person: PersonEntry;
  onClose(): void;
  /** What was done, in words, for the page to announce. */
  onSaved(text: string): void;
}

/** docs/behaviour.md §3, samples: the staff who assess a participant in every test of the campaign. */
export function AssessorsDialog(props: AssessorsDialogProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'people.assessorsForm' });
  const assessors = useAssessors(props.campaignId, props.person.id);
  return (
    <Dialog.Root open placement="center" scrollBehavior="inside" onOpenChange={({ open }) => (open ? undefined : props.onClose())}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('title', { name: personName(props.person) })}</Dialog.Title>
            </Dialog.Header>
            <RequestContent request={assessors}>{(initial) => <Editor {...props} initial={initial} />}</RequestContent>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
