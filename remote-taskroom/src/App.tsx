import { isMobileAtom, OtherPages, SelectedCampaign } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Overview } from './room/Overview';
import { TaskRoom } from './room/TaskRoom';
import { TestsPage } from './room/TestsPage';
import { StartPage } from './start/StartPage';
import { TestPage } from './test/TestPage';

function RoomPage({ campaign }: { campaign: UserCampaign }) {
  const isMobile = useAtomValue(isMobileAtom);
  return isMobile ? <Overview campaign={campaign} /> : <TaskRoom campaign={campaign} />;
}

function TestListPage({ campaign }: { campaign: UserCampaign }) {
  const isMobile = useAtomValue(isMobileAtom);
  // The desktop room lists the tests beside the dashboard.
  return isMobile ? <TestsPage campaign={campaign} /> : <Navigate to="/" replace />;
}

/**
 * The area's pages (docs/behaviour.md §2.1), below the path the host mounts it on: the Task Room
 * (the Overview on the mobile), the tests, the details at start and the running test at test.
 */
function AreaPages({ campaign }: { campaign: UserCampaign }) {
  return (
    <Routes>
      <Route index element={<RoomPage campaign={campaign} />} />
      <Route path="tests" element={<TestListPage campaign={campaign} />} />
      <Route path="start" element={<StartPage />} />
      <Route path="test" element={<TestPage />} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}

/** The skillup theme's area, and the test pages of every theme, for the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <AreaPages campaign={campaign} />}</SelectedCampaign>;
}
