import { isMobileAtom, SelectedCampaign } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { Overview } from './room/Overview';
import { TaskRoom } from './room/TaskRoom';
import { TestsPage } from './room/TestsPage';
import { areaPage } from './routes';
import { StartPage } from './start/StartPage';
import { TestPage } from './test/TestPage';

function AreaPages({ campaign }: { campaign: UserCampaign }) {
  const { pathname } = useLocation();
  const isMobile = useAtomValue(isMobileAtom);
  switch (areaPage(pathname)) {
    case 'test':
      return <TestPage />;
    case 'start':
      return <StartPage />;
    case 'tests':
      // The desktop room lists the tests beside the dashboard.
      return isMobile ? <TestsPage campaign={campaign} /> : <Navigate to="/" replace />;
    case 'room':
      return isMobile ? <Overview campaign={campaign} /> : <TaskRoom campaign={campaign} />;
  }
}

/**
 * The skillup theme's area: the Task Room at / (the Overview on the mobile), the tests at
 * /tests, the details at /start and the running test at /test, for the campaign in the
 * shared store.
 */
export default function App() {
  return <SelectedCampaign>{(campaign) => <AreaPages campaign={campaign} />}</SelectedCampaign>;
}
