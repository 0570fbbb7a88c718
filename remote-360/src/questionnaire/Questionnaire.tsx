import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Progress } from '@chakra-ui/react/progress';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import {
  ErrorPanel,
  FailedRequest,
  isApiError,
  Loading,
  OfflineWait,
  OtherPages,
  saveStatusAtom,
  SaveStatusText,
  sessionUserAtom,
} from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { QuestionnaireState } from '../dashboard/Dashboard';
import { useNarrow } from '../common/useNarrow';
import { YesNoDialog } from '@skillup/shared';
import { NS } from '../i18n';
import { ClosedPage } from './ClosedPage';
import { LinkedPage } from './LinkedPage';
import { OpenPage } from './OpenPage';
import { isPageValid } from './pages';
import { questionnaireSaveStatus } from './saveStatus';
import { useQuestionnaire } from './useQuestionnaire';

/** A person the caller does not evaluate: the server answers 404 NOT_YOUR_EVALUATION (docs/areas/feedback-360.md). */
function NotYourEvaluation() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t('questionnaire.notYours')}
      </Heading>
      <Button alignSelf="flex-start" variant="outline" onClick={() => navigate('..', { relative: 'path' })}>
        {t('questionnaire.backToDashboard')}
      </Button>
    </Stack>
  );
}

const notYours = (error: unknown) => isApiError(error) && error.code === 'NOT_YOUR_EVALUATION';

function Evaluation({
  userId,
  campaignId,
  evaluee,
  state,
}: {
  userId: number;
  campaignId: number;
  evaluee: number;
  state: QuestionnaireState | null;
}) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const narrow = useNarrow();
  const queueStatus = useAtomValue(saveStatusAtom);
  const q = useQuestionnaire(userId, campaignId, evaluee);
  const leaving = useRef(false);
  const top = useRef<HTMLHeadingElement | null>(null);
  // Only answers in hand are worth a question before leaving: not an error, nor a questionnaire without questions.
  const answering = q.load.status === 'ready' && q.load.pages.length > 0;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => answering && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!q.finished) return;
    leaving.current = true;
    navigate('..', { relative: 'path', state: { completed: true } });
  }, [q.finished, navigate]);

  const pageIndex = q.draft?.page ?? 0;
  useEffect(() => {
    top.current?.focus();
  }, [pageIndex, top]);

  if (q.load.status === 'loading' || !q.draft) {
    if (q.load.status === 'error') {
      if (notYours(q.load.error)) return <NotYourEvaluation />;
      return q.load.parse ? (
        <ErrorPanel title={t('questionnaire.loadError')} message={t('questionnaire.parseError')} onRetry={q.retry} />
      ) : (
        <FailedRequest error={q.load.error} onRetry={q.retry} />
      );
    }
    return q.load.status === 'loading' && q.load.offline ? <OfflineWait /> : <Loading />;
  }
  if (q.load.status === 'error') return <FailedRequest error={q.load.error} onRetry={q.retry} />;

  const { pages, relationId } = q.load;
  const name = state?.self
    ? t('questionnaire.evaluatingSelf')
    : state
      ? t('questionnaire.evaluating', { name: `${state.evaluated.firstName} ${state.evaluated.lastName}` })
      : null;
  if (pages.length === 0) {
    return (
      <Stack gap="3">
        <Text>{t('questionnaire.noQuestions')}</Text>
        <Button alignSelf="flex-start" variant="outline" onClick={() => navigate('..', { relative: 'path' })}>
          {t('questionnaire.backToDashboard')}
        </Button>
      </Stack>
    );
  }
  const page = pages[pageIndex] ?? pages[0]!;
  const { answers } = q.draft;
  const valid = isPageValid(page, answers);
  const disabled = !valid || q.saving;
  const percent = Math.round((pageIndex / pages.length) * 100);

  return (
    <Stack gap="4">
      {name ? (
        <Heading as="h2" size="md" tabIndex={-1} ref={top} outline="none">
          {name}
        </Heading>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="ghost" size="sm" disabled={pageIndex === 0 || q.saving} onClick={() => q.goTo(pageIndex - 1)}>
          {t('questionnaire.previousSet')}
        </Button>
        <Button variant="ghost" size="sm" disabled={disabled || pageIndex === pages.length - 1} onClick={() => void q.continuePage()}>
          {t('questionnaire.nextSet')}
        </Button>
      </HStack>
      <Progress.Root value={percent} max={100} colorPalette="brand" size="sm">
        <Progress.Label>{t('questionnaire.pageOf', { page: pageIndex + 1, total: pages.length })}</Progress.Label>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <SaveStatusText status={questionnaireSaveStatus(queueStatus, q.draft.unsent)} />
      {q.refused ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t('questionnaire.refused')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack gap="4" key={pageIndex} as="section" aria-label={t('questionnaire.pageOf', { page: pageIndex + 1, total: pages.length })}>
        {page.kind === 'closed' ? (
          <ClosedPage
            questions={page.questions}
            values={answers.closed}
            relationId={relationId}
            narrow={narrow}
            onAnswer={(id, value) => q.setAnswers((a) => ({ ...a, closed: { ...a.closed, [id]: value } }))}
          />
        ) : page.kind === 'linked' ? (
          <LinkedPage
            question={page.question}
            placements={answers.linked[page.question.id] ?? []}
            narrow={narrow}
            onChange={(placements) => q.setAnswers((a) => ({ ...a, linked: { ...a.linked, [page.question.id]: placements } }))}
          />
        ) : (
          <OpenPage
            question={page.question}
            value={answers.open[page.question.id] ?? ''}
            onChange={(text) => q.setAnswers((a) => ({ ...a, open: { ...a.open, [page.question.id]: text } }))}
          />
        )}
        <Stack gap="1" align="flex-start">
          <Button
            colorPalette="brand"
            onClick={() => void q.continuePage()}
            disabled={disabled}
            loading={q.saving}
            loadingText={t('questionnaire.saving')}
            aria-describedby={valid ? undefined : 'q360-hint'}
          >
            {t('questionnaire.continue')}
          </Button>
          {!valid ? (
            <Text id="q360-hint" fontSize="sm" color="fg.muted">
              {t('questionnaire.hint')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
      <YesNoDialog
        open={blocker.state === 'blocked'}
        title={t('questionnaire.leaveTitle')}
        text={t('questionnaire.leaveText')}
        onYes={() => blocker.proceed?.()}
        onNo={() => blocker.reset?.()}
      />
    </Stack>
  );
}

/** The questionnaire about one person: /skillup-360/<token>, the person and self flag in the route state. */
export function Questionnaire({ campaignId }: { campaignId: number }) {
  const { token } = useParams();
  const location = useLocation();
  const user = useAtomValue(sessionUserAtom);
  const evaluee = Number(token);
  const state = (location.state as QuestionnaireState | null) ?? null;
  // A path that names no person is a page this area does not have.
  if (!Number.isSafeInteger(evaluee) || evaluee <= 0 || String(evaluee) !== token) return <OtherPages />;
  if (!user) return <Loading />;
  return <Evaluation key={evaluee} userId={user.id} campaignId={campaignId} evaluee={evaluee} state={state?.evaluated ? state : null} />;
}
