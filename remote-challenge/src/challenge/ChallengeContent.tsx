import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { canAnswer, ClosedCampaignNotice, sessionUserAtom } from '@skillup/shared';
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
import { useTutorialSeen } from '../api/useTutorialSeen';
import { useChallenge } from './useChallenge';

/** The documents page lives at `/?page=documents`, so Back and a reload keep it. */
const DOCUMENTS = 'documents';

/**
 * docs/behaviour.md §2.11: the sub-header and, below it, the documents page, the outro at 100 %, the
 * intro while the first section is untouched (until START), or the current section. In a closed
 * campaign the notice leads to the report, and the sections are there to read, not to start.
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
  const open = canAnswer(campaign);

  const documents = params.get('page') === DOCUMENTS;
  const finished = challenge.percent === 100;
  const view = documents ? 'documents' : finished ? 'outro' : challenge.introDue && !started ? 'intro' : 'section';

  // The tutorial opens by itself when the sections show and the server says it was never seen;
  // closing it in any way marks it seen, so it does not open by itself again. A closed campaign
  // has nothing left to learn to do, and the server takes no flag there.
  useEffect(() => {
    if (open && view === 'section' && tutorialState === 'unseen') setTutorialOpen(true);
  }, [open, view, tutorialState]);

  const closeTutorial = useCallback(() => {
    setTutorialOpen(false);
    if (open) markSeen();
  }, [open, markSeen]);

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
      {open ? null : (
        <Box mt="4">
          <ClosedCampaignNotice />
        </Box>
      )}
      {view === 'documents' ? <DocumentsPage links={challenge.links} onBack={() => setParams({})} /> : null}
      {view === 'outro' ? <Outro story={challenge.outro} /> : null}
      {view === 'intro' ? <Intro story={challenge.intro} onStart={() => setStarted(true)} /> : null}
      {view === 'section' && challenge.current ? (
        <SectionView section={challenge.current} number={challenge.currentNumber} percent={challenge.percent} readOnly={!open} />
      ) : null}
      {view === 'section' && !challenge.current ? <Text color="fg.muted">{t('empty')}</Text> : null}
      <TutorialDialog open={tutorialOpen} onClose={closeTutorial} />
    </>
  );
}
