import { Box } from '@chakra-ui/react/box';
import { OtherPages, RequestContent, SelectedCampaign, sessionUserAtom, VersionLine } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useId } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChallengeContent } from './challenge/ChallengeContent';
import { ChallengeHeader } from './header/ChallengeHeader';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';
import { usePrefetchQuery } from '@tanstack/react-query';
import { tutorialSeenQuery } from './api/tutorial';

function ChallengeArea({ campaign }: { campaign: UserCampaign }) {
  const headingId = useId();
  const tests = useUserTests(campaign.id);
  // Asked for beside the tests, so the tutorial's flag is there when the sections show.
  usePrefetchQuery(tutorialSeenQuery(useAtomValue(sessionUserAtom)?.id ?? 0, campaign.id));
  return (
    <Box as="section" data-remote="challenge" data-remote-version={AREA_VERSION} aria-labelledby={headingId} pb="6">
      <ChallengeHeader />
      <RequestContent request={tests}>{(data) => <ChallengeContent campaign={campaign} tests={data} headingId={headingId} />}</RequestContent>
      <VersionLine remote="challenge" version={AREA_VERSION} />
    </Box>
  );
}

/**
 * The individual challenge (theme ferrari-academy) at the root of the area, for the campaign in
 * the shared store; the other paths go where the host says (the test pages are the Task Room's).
 */
export default function App() {
  return (
    <Routes>
      <Route index element={<SelectedCampaign>{(campaign) => <ChallengeArea campaign={campaign} />}</SelectedCampaign>} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
