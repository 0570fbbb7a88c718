import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { DataList } from '@chakra-ui/react/data-list';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { API_BASE, paths, RequestContent } from '@skillup/shared';
import type { ParticipantProgressResponse, ParticipantTestProgress } from '@skillup/shared/api/contract';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NS } from '../i18n';
import { personName } from '../people/list/personName';
import { useMayEdit } from '../layout/useMayEdit';
import { progressKeys } from './api/keys';
import { useParticipantProgress, useResetTest } from './api/participant';
import { EraseDialog } from './EraseDialog';
import { erasedNoticeAtom } from './erasedNotice';
import { formatDateTime, localName } from './format';
import { InviteAgainAction } from './InviteAgainAction';
import { ResetDialog } from './ResetDialog';
import { ScrollBox } from './ScrollBox';
import { ParticipantStateBadge, TestStatusBadge } from './StatusBadge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2" minW="0">
      <Heading as="h4" size="md" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Facts({ participant }: { participant: ParticipantProgressResponse['participant'] }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const { t: area } = useTranslation(NS);
  const facts: [string, ReactNode][] = [
    [t('column.email'), participant.email],
    [t('column.team'), participant.team ?? t('noTeam')],
    [t('column.manager'), participant.manager?.name ?? '—'],
    [t('detail.language'), participant.lang ? area(`common.languages.${participant.lang}`, { defaultValue: participant.lang }) : '—'],
    [t('detail.lastAccess'), participant.lastAccess ? formatDateTime(participant.lastAccess, i18n.language) : t('detail.never')],
    [t('column.state'), <ParticipantStateBadge key="state" state={participant.state} />],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Tests({ tests, onReset }: { tests: ParticipantTestProgress[]; onReset: ((test: ParticipantTestProgress) => void) | null }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  return (
    <ScrollBox label={t('detail.testsTable')}>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('detail.test')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.firstSaved')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.lastSaved')}</Table.ColumnHeader>
            {onReset && (
              <Table.ColumnHeader>
                <Box srOnly>{t('detail.actions')}</Box>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tests.map((test) => {
            const name = localName(test.name, i18n.language);
            return (
              <Table.Row key={test.testId}>
                <Table.Cell>{name}</Table.Cell>
                <Table.Cell>
                  <TestStatusBadge status={test.status} />
                </Table.Cell>
                <Table.Cell>{when(test.firstSavedAt)}</Table.Cell>
                <Table.Cell>{when(test.lastSavedAt)}</Table.Cell>
                {onReset && (
                  <Table.Cell>
                    {(test.status !== 'not attempted' || test.hasOutcomes) && (
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => onReset(test)}>
                        {t('reset.open', { test: name })}
                      </Button>
                    )}
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

function Resets({ detail }: { detail: ParticipantProgressResponse }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  if (!detail.resets.length) return <Text>{t('detail.noResets')}</Text>;
  const testName = (testId: number) => {
    const test = detail.tests.find((candidate) => candidate.testId === testId);
    return test ? localName(test.name, i18n.language) : '—';
  };
  return (
    <ScrollBox label={t('detail.resetsTable')}>
      <Table.Root size="sm" variant="line">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('detail.when')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.test')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.reason')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('detail.by')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {detail.resets.map((reset) => (
            <Table.Row key={reset.id}>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(reset.createdAt, i18n.language)}</Table.Cell>
              <Table.Cell>{testName(reset.testId)}</Table.Cell>
              <Table.Cell whiteSpace="pre-wrap" wordBreak="break-word">
                {reset.reason}
              </Table.Cell>
              <Table.Cell>{reset.resetBy?.name ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollBox>
  );
}

function Detail({ campaignId, campaignOpen, detail }: { campaignId: number; campaignOpen: boolean; detail: ParticipantProgressResponse }) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'progress' });
  const mayEdit = useMayEdit();
  const reset = useResetTest(campaignId, detail.participant.userId);
  const [resetting, setResetting] = useState<ParticipantTestProgress | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setErasedNotice = useSetAtom(erasedNoticeAtom);
  const { participant } = detail;
  const person = personName(participant);
  const close = () => {
    setResetting(null);
    reset.reset();
  };
  return (
    <Stack gap="6" minW="0">
      <Heading as="h3" size="lg" wordBreak="break-word">
        {person}
      </Heading>
      {!participant.active && <Text>{t('detail.inactive')}</Text>}
      <Facts participant={participant} />
      {mayEdit && campaignOpen && participant.active && (
        <Section title={t('invite.title')}>
          <Text>{t('invite.help')}</Text>
          <InviteAgainAction campaignId={campaignId} userId={participant.userId} person={person} email={participant.email} onDone={setDone} />
        </Section>
      )}
      <Text role="status">{done}</Text>
      <Section title={t('detail.tests')}>
        <Tests tests={detail.tests} onReset={mayEdit ? setResetting : null} />
      </Section>
      {detail.feedback360 && (
        <Section title={t('feedback360.title')}>
          <Text>{t('detail.asRater', { done: detail.feedback360.asRater.done, total: detail.feedback360.asRater.assigned })}</Text>
          <Text>{t('detail.asEvaluated', { done: detail.feedback360.asEvaluated.done, total: detail.feedback360.asEvaluated.raters })}</Text>
        </Section>
      )}
      <Section title={t('detail.report')}>
        <Text>{detail.report.available ? t('detail.reportOut') : t('detail.reportNotOut')}</Text>
        <Link asChild colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
          <RouterLink to="report">{t('detail.reportView', { person })}</RouterLink>
        </Link>
        <Link href={`${API_BASE}${detail.report.download}`} download colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
          {t('detail.reportDownload', { person })}
        </Link>
      </Section>
      <Section title={t('detail.resets')}>
        <Resets detail={detail} />
      </Section>
      {mayEdit && (
        <Section title={t('detail.personalData')}>
          <Text>{t('detail.personalDataHelp')}</Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }}>
            <Link href={`${API_BASE}${paths.people.personExport(participant.userId)}`} download colorPalette="brand" textDecoration="underline">
              {t('detail.personalDataDownload')}
            </Link>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setErasing(true)}>
              {t('erase.open')}
            </Button>
          </Stack>
        </Section>
      )}
      {erasing && (
        <EraseDialog
          userId={participant.userId}
          person={person}
          email={participant.email}
          onClose={() => setErasing(false)}
          onErased={() => {
            // The person is gone: back to the list, which is read again without them.
            setErasedNotice({ campaignId, person });
            void navigate('..', { relative: 'path' });
            queryClient.removeQueries({ queryKey: progressKeys.participant(campaignId, participant.userId) });
            void queryClient.invalidateQueries({ queryKey: ['admin'] });
          }}
        />
      )}
      {resetting && (
        <ResetDialog
          person={person}
          test={localName(resetting.name, i18n.language)}
          pending={reset.isPending}
          error={reset.error}
          onClose={close}
          onReset={(reason) =>
            reset.mutate(
              { testId: resetting.testId, reason },
              {
                onSuccess: () => {
                  setDone(t('reset.done', { test: localName(resetting.name, i18n.language) }));
                  close();
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}

/**
 * docs/areas/admin.md, "Progress": one participant's tests, dates, resets and report; while the
 * campaign is open (`campaignOpen`), their invitation sent again.
 */
export function ParticipantPage({ campaignId, userId, campaignOpen }: { campaignId: number; userId: number; campaignOpen: boolean }) {
  const { t } = useTranslation(NS, { keyPrefix: 'progress' });
  const detail = useParticipantProgress(campaignId, userId);
  const setErasedNotice = useSetAtom(erasedNoticeAtom);
  // The notice of an erasure is for the list it returned to, not for the next visit.
  useEffect(() => setErasedNotice(null), [setErasedNotice]);
  return (
    <Stack gap="4" minW="0">
      <Link asChild colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to=".." relative="path">
          {t('detail.back')}
        </RouterLink>
      </Link>
      <RequestContent request={detail}>{(data) => <Detail campaignId={campaignId} campaignOpen={campaignOpen} detail={data} />}</RequestContent>
    </Stack>
  );
}
