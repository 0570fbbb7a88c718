import { currentTestAtom, sessionUserAtom, usePageHandle, useSelectedCampaign } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useBlocker, useNavigate } from 'react-router-dom';
import { NS } from '../i18n';
import { ActivityFrame } from './ActivityFrame';
import { exitText } from './exitText';
import { testRun } from './run';
import { TestIntro } from './TestIntro';
import { YesNoDialog } from '@skillup/shared';

interface Question {
  title: string;
  text: string;
  answer(yes: boolean): void;
}

/**
 * docs/behaviour.md §2.9, /test: the current test's activity. Leaving before the activity reports
 * 'complete' asks first; with no valid run (docs/behaviour.md §5) the page goes back to /.
 */
export function TestPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const campaign = useSelectedCampaign();
  const current = useAtomValue(currentTestAtom);
  const user = useAtomValue(sessionUserAtom);
  const run = testRun(campaign, current, user);
  const timed = run?.test.hasTimer ?? false;
  // docs/behaviour.md §2.2: the header's close button leads home, through the exit question below.
  usePageHandle({ closeTo: '/' });

  const [entered, setEntered] = useState(!timed);
  const [question, setQuestion] = useState<Question | null>(null);
  // Refs, not state: an exit decided in a handler must hold for the navigation it starts.
  const blocked = useRef(true);
  const running = useRef(false);
  running.current = run !== null && entered;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => running.current && blocked.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const unblock = useCallback(() => {
    blocked.current = false;
  }, []);
  const leave = useCallback(() => void navigate('/'), [navigate]);
  const exitNow = useCallback(() => {
    unblock();
    setQuestion(null);
    leave();
  }, [unblock, leave]);
  const confirm = useCallback(
    (request: { title: string; text: string }) =>
      new Promise<boolean>((resolve) => setQuestion({ ...request, answer: (yes) => (setQuestion(null), resolve(yes)) })),
    [],
  );

  if (!run) return <Navigate to="/" replace />;
  if (!entered) return <TestIntro test={run.test} onEnter={() => setEntered(true)} />;

  const exit = exitText(run.test);
  return (
    <>
      <ActivityFrame run={run} onComplete={unblock} onExit={exitNow} onClose={leave} confirm={confirm} />
      <YesNoDialog
        open={blocker.state === 'blocked'}
        title={t('exit.title')}
        text={'key' in exit ? t(exit.key) : exit.message}
        onYes={() => blocker.proceed?.()}
        onNo={() => blocker.reset?.()}
      />
      {question ? (
        <YesNoDialog open title={question.title} text={question.text} onYes={() => question.answer(true)} onNo={() => question.answer(false)} />
      ) : null}
    </>
  );
}
