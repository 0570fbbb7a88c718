import { Text } from '@chakra-ui/react/text';
import { sessionUserAtom } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useDataProblems } from '../campaign/useDataProblems';
import { DocumentsPage } from '../documents/DocumentsPage';
import { SubHeader } from '../header/SubHeader';
import { NS } from '../i18n';
import { Intro } from '../intro/Intro';
import { Outro } from '../intro/Outro';
import { SectionView } from '../sections/SectionView';
import { TutorialDialog } from '../tutorial/TutorialDialog';
import { useTutorialSeen } from '../tutorial/useTutorialSeen';
import { useChallenge } from './useChallenge';

/** The documents page lives at `/?page=documents`, so Back and a reload keep it. */
const DOCUMENTS = 'documents';

/**
 * docs/behaviour.md §2.11: the sub-header and, below it, the documents page, the outro at 100 %, the
 * intro while the first section is untouched (until START), or the current section.
 */
export function ChallengeContent({ campaign, tests, headingId }: { campaign: UserCampaign; tests: UserTest[]; headingId: string }) {
  const { t } = useTranslation(NS);
  const user = useAtomValue(sessionUserAtom);
  const challenge = useChallenge(campaign, tests);
  useDataProblems(campaign.id, challenge.problems);
  const [params, setParams] = useSearchParams();
  const [started, setStarted] = useState(false);
  const { state: tutorialState, markSeen } = useTutorialSeen(user?.id ?? 0, campaign);
  const [tutorialOpen, setTutorialOpen] = useState(false);

  const documents = params.get('page') === DOCUMENTS;
  const finished = challenge.percent === 100;
  const view = documents ? 'documents' : finished ? 'outro' : challenge.introDue && !started ? 'intro' : 'section';

  // The tutorial opens by itself when the sections show and the server says it was never seen;
  // closing it in any way marks it seen, so it does not open by itself again.
  useEffect(() => {
    if (view === 'section' && tutorialState === 'unseen') setTutorialOpen(true);
  }, [view, tutorialState]);

  const closeTutorial = useCallback(() => {
    setTutorialOpen(false);
    markSeen();
  }, [markSeen]);

  return (
    <>
      <SubHeader
        headingId={headingId}
        sections={challenge.sections}
        motivation={challenge.current?.motivation ?? ''}
        percent={challenge.percent}
        onDocuments={() => setParams({ page: DOCUMENTS })}
        onTutorial={() => setTutorialOpen(true)}
      />
      {view === 'documents' ? <DocumentsPage links={challenge.links} onBack={() => setParams({})} /> : null}
      {view === 'outro' ? <Outro story={challenge.outro} /> : null}
      {view === 'intro' ? <Intro story={challenge.intro} onStart={() => setStarted(true)} /> : null}
      {view === 'section' && challenge.current ? (
        <SectionView section={challenge.current} number={challenge.currentNumber} percent={challenge.percent} />
      ) : null}
      {view === 'section' && !challenge.current ? <Text color="fg.muted">{t('empty')}</Text> : null}
      <TutorialDialog open={tutorialOpen} onClose={closeTutorial} />
    </>
  );
}
