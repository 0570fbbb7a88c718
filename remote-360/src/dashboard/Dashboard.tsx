import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Progress } from '@chakra-ui/react/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Tabs } from '@chakra-ui/react/tabs';
import { Text } from '@chakra-ui/react/text';
import { queueStateAtom, RequestContent, sessionUserAtom } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import type { Relation, UserCampaign } from '@skillup/shared/api/contract';
import { SELF_RELATION } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { useRelations } from '../api/feedback360';
import { evaluationsWithUnsentPages } from '../questionnaire/pageQueue';
import { YesNoDialog } from '@skillup/shared';
import { NS } from '../i18n';
import { DeclineDialog } from './DeclineDialog';
import { elapsedPercent, formatDeadline, parseCampaignDate } from './deadline';
import { NominationLinks } from './NominationLinks';

/** What the questionnaire receives as route state. */
export interface QuestionnaireState {
  evaluated: Relation;
  self: boolean;
}

const ACTION = { n: 'start', p: 'continue', y: 'modify' } as const;

function FeedbackPanel({ campaign, relations }: { campaign: UserCampaign; relations: Relation[] }) {
  const { t } = useTranslation(NS);
  const done = relations.filter((r) => r.user_is_evaluated === 'y').length;
  const total = relations.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const end = parseCampaignDate(campaign.dateEnd);
  return (
    <Stack borderWidth="1px" borderRadius="md" p="4" gap="3" as="section" aria-labelledby="feedback360-panel">
      <Heading as="h2" size="md" id="feedback360-panel">
        {t('dashboard.completed')}
      </Heading>
      <Text fontSize="2xl" fontWeight="semibold" data-testid="completed-count">
        {t('dashboard.countOf', { done, total })}
      </Text>
      <Progress.Root value={percent} max={100} colorPalette="brand">
        <HStack justify="space-between">
          <Progress.Label>{t('dashboard.progress')}</Progress.Label>
          <Progress.ValueText>{`${percent}%`}</Progress.ValueText>
        </HStack>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      {end ? (
        <Progress.Root value={elapsedPercent(parseCampaignDate(campaign.dateStart), end, new Date())} max={100} size="sm" colorPalette="gray">
          <HStack justify="space-between">
            <Progress.Label>{t('dashboard.timeElapsed')}</Progress.Label>
            <Text fontSize="sm">{t('dashboard.deadline', { date: formatDeadline(end) })}</Text>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Stack>
  );
}

interface PeopleProps {
  relations: Relation[];
  unsent: Set<number>;
  onChoose: (relation: Relation) => void;
  onDecline: (relation: Relation) => void;
}

function People({ relations, unsent, onChoose, onDecline }: PeopleProps) {
  const { t } = useTranslation(NS);
  if (relations.length === 0) return <Text color="fg.muted">{t('dashboard.empty')}</Text>;
  return (
    <List.Root listStyleType="none" gap="2" aria-label={t('dashboard.people')}>
      {relations.map((relation) => {
        const fullName = `${relation.firstName} ${relation.lastName}`;
        const name = relation.relationId === SELF_RELATION ? t('dashboard.selfName', { name: fullName }) : fullName;
        const waiting = unsent.has(relation.id);
        // Answers given on this device count before the server has them: the person is under way.
        const action = t(`dashboard.${waiting && relation.user_is_evaluated === 'n' ? 'continue' : ACTION[relation.user_is_evaluated]}`);
        return (
          <List.Item key={relation.id} borderWidth="1px" borderRadius="md" p="3">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Box>
                <Text fontWeight="semibold">{name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {relation.label}
                </Text>
                {waiting ? (
                  <Text fontSize="sm" color="orange.700">
                    {t('dashboard.unsentAnswers')}
                  </Text>
                ) : null}
              </Box>
              <HStack gap="2" wrap="wrap">
                {relation.declinable ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('dashboard.actionFor', { action: t('dashboard.decline'), name: fullName })}
                    onClick={() => onDecline(relation)}
                  >
                    {t('dashboard.decline')}
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant={relation.user_is_evaluated === 'y' ? 'outline' : 'solid'}
                  colorPalette="brand"
                  aria-label={t('dashboard.actionFor', { action, name: fullName })}
                  onClick={() => onChoose(relation)}
                >
                  {action}
                </Button>
              </HStack>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

/** The people to evaluate, how far the evaluator is, and the deadline (docs/areas/feedback-360.md). */
export function Dashboard({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const location = useLocation();
  const relations = useRelations(campaign.id);
  const [chosen, setChosen] = useState<Relation | null>(null);
  const [declining, setDeclining] = useState<Relation | null>(null);
  // Read on every change of the queue, so a page delivered meanwhile stops showing as unsent.
  useAtomValue(queueStateAtom);
  const user = useAtomValue(sessionUserAtom);
  const unsent = user ? evaluationsWithUnsentPages(user.id, campaign.id) : new Set<number>();
  const completed = (location.state as { completed?: boolean } | null)?.completed === true;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => nextLocation.pathname === '/' && currentLocation.pathname !== '/');

  const start = () => {
    if (!chosen) return;
    const state: QuestionnaireState = { evaluated: chosen, self: chosen.relationId === SELF_RELATION };
    setChosen(null);
    navigate(String(chosen.id), { state });
  };

  return (
    <Stack gap="4">
      {completed ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Title>{t('dashboard.completedAlert')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <NominationLinks campaignId={campaign.id} />
      <RequestContent request={relations}>
        {(list) => (
          <Stack gap="4">
            <FeedbackPanel campaign={campaign} relations={list} />
            <Tabs.Root defaultValue="all" variant="line">
              <Tabs.List>
                <Tabs.Trigger value="all">{t('dashboard.showAll')}</Tabs.Trigger>
                <Tabs.Trigger value="todo">{t('dashboard.hideDone')}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="all">
                <People relations={list} unsent={unsent} onChoose={setChosen} onDecline={setDeclining} />
              </Tabs.Content>
              <Tabs.Content value="todo">
                <People
                  relations={list.filter((r) => r.user_is_evaluated !== 'y' || unsent.has(r.id))}
                  unsent={unsent}
                  onChoose={setChosen}
                  onDecline={setDeclining}
                />
              </Tabs.Content>
            </Tabs.Root>
          </Stack>
        )}
      </RequestContent>
      {declining ? <DeclineDialog campaignId={campaign.id} relation={declining} onClose={() => setDeclining(null)} /> : null}
      <YesNoDialog
        open={chosen !== null}
        title={t('dashboard.confirmTitle')}
        text={t('dashboard.confirmText', { name: chosen ? `${chosen.firstName} ${chosen.lastName}` : '' })}
        onYes={start}
        onNo={() => setChosen(null)}
      />
      <YesNoDialog
        open={blocker.state === 'blocked'}
        title={t('dashboard.homeTitle')}
        text={t('dashboard.homeText')}
        onYes={() => blocker.proceed?.()}
        onNo={() => blocker.reset?.()}
      />
    </Stack>
  );
}
