import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { RequestContent } from '@skillup/shared';
import {
  NOMINATION_GROUPS,
  type MyNominationsResponse,
  type Nomination,
  type NominationGroup,
  type NominationPerson,
} from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyNominations, useNominate, useRemoveNomination, useSubmitNominations } from '../api/nominations';
import { ActionError } from '../common/ActionError';
import { NS } from '../i18n';
import { CandidateSearch } from './CandidateSearch';
import { GroupSection } from './GroupSection';
import { canSubmit, nominatedIds, ofGroup, replaceable } from './limits';
import { NominationsNotice } from './NominationsNotice';

function Nominations({ campaignId, mine }: { campaignId: number; mine: MyNominationsResponse }) {
  const { t } = useTranslation(NS);
  const nominate = useNominate(campaignId);
  const remove = useRemoveNomination(campaignId);
  const submit = useSubmitNominations(campaignId);
  const [error, setError] = useState<unknown>(null);
  const [replacing, setReplacing] = useState<Nomination | null>(null);
  const busy = nominate.isPending || remove.isPending || submit.isPending;
  const submitted = mine.submittedAt !== null;
  const editable = mine.open && !submitted;
  // A refusal stays on screen until the next action, which may put it right.
  const add = (person: NominationPerson, group: NominationGroup) => {
    setError(null);
    nominate.mutate({ group, userId: person.id }, { onError: setError, onSuccess: () => setReplacing(null) });
  };
  const removeOne = (nomination: Nomination) => {
    setError(null);
    remove.mutate(nomination.id, { onError: setError });
  };
  const send = () => {
    setError(null);
    submit.mutate(undefined, { onError: setError });
  };
  const groupCount = (group: NominationGroup) => mine.groups.find((count) => count.group === group);
  // A group HR gave no places to is left out, unless it still holds someone from before.
  const shownGroups = NOMINATION_GROUPS.flatMap((group) => groupCount(group) ?? []).filter(
    (group) => group.max > 0 || ofGroup(mine.nominations, group.group).length > 0,
  );
  const replacedGroup = replacing ? groupCount(replacing.group) : undefined;

  return (
    <Stack gap="4">
      <Text>{t('nominations.intro')}</Text>
      <NominationsNotice mine={mine} />
      {shownGroups.map((group) => (
        <GroupSection
          key={group.group}
          group={group}
          nominations={ofGroup(mine.nominations, group.group)}
          onRemove={editable ? removeOne : undefined}
          canReplace={(nomination) => mine.open && submitted && replaceable(nomination, mine.nominations)}
          onReplace={setReplacing}
          busy={busy}
        />
      ))}
      <ActionError error={error} />
      {editable ? (
        <CandidateSearch
          campaignId={campaignId}
          title={t('nominations.searchTitle')}
          groups={shownGroups.filter((group) => group.max > 0)}
          taken={nominatedIds(mine.nominations)}
          busy={busy}
          replacing={false}
          onAdd={add}
        />
      ) : null}
      {mine.open && replacing && replacedGroup ? (
        <Stack gap="2">
          <CandidateSearch
            campaignId={campaignId}
            title={t('nominations.replaceTitle', {
              name: `${replacing.nominee.firstName} ${replacing.nominee.lastName}`,
              group: t(`groups.${replacing.group}`),
            })}
            groups={[replacedGroup]}
            taken={nominatedIds(mine.nominations)}
            busy={busy}
            replacing
            onAdd={add}
          />
          <Button alignSelf="flex-start" variant="outline" onClick={() => setReplacing(null)}>
            {t('nominations.cancelReplace')}
          </Button>
        </Stack>
      ) : null}
      {editable ? (
        <Stack gap="2" align="flex-start">
          <Button
            colorPalette="brand"
            disabled={busy || !canSubmit(mine.groups)}
            loading={submit.isPending}
            loadingText={t('nominations.submit')}
            onClick={send}
          >
            {t('nominations.submit')}
          </Button>
          {canSubmit(mine.groups) ? null : <Text fontSize="sm">{t('nominations.submitHint')}</Text>}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** docs/areas/feedback-360.md, "Nominations": the participant proposes who rates them, group by group. */
export function NominationsPage({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS);
  const mine = useMyNominations(campaignId);
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        {t('nominations.title')}
      </Heading>
      <RequestContent request={mine}>
        {(data) =>
          data.mode === 'hr' ? (
            <Alert.Root status="info" role="status">
              <Alert.Indicator />
              <Alert.Title>{t('nominations.hrChooses')}</Alert.Title>
            </Alert.Root>
          ) : (
            <Nominations campaignId={campaignId} mine={data} />
          )
        }
      </RequestContent>
    </Stack>
  );
}
