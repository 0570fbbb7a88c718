import { OtherPages } from '@skillup/shared';
import { Route, Routes } from 'react-router-dom';
import { ChallengePage } from './campaigns/challenge/ChallengePage';
import { CampaignFrame, type CampaignTab } from './campaigns/CampaignFrame';
import { CampaignSettingsPage } from './campaigns/form/CampaignSettingsPage';
import { NewCampaignPage } from './campaigns/form/NewCampaignPage';
import { CampaignListPage } from './campaigns/list/CampaignListPage';
import { QuestionnairePage } from './campaigns/questionnaire/QuestionnairePage';
import { CampaignTestsPage } from './campaigns/tests/CampaignTestsPage';
import { AdminLayout, type AreaLink } from './layout/AdminLayout';
import { useMountPath } from './layout/areaPaths';
import { ListsArea } from './lists/ListsArea';
import { NominationsPage } from './nominations/NominationsPage';
import { PeopleArea } from './people/PeopleArea';
import { ProgressArea } from './progress/ProgressArea';
import { ReportReadsPage } from './reads/ReportReadsPage';
import { DaysOffPage } from './daysoff/DaysOffPage';
import { RemoteVersionsPage } from './versions/RemoteVersionsPage';

/** The area's navigation: paths below the area's root, texts of the area's catalogue. */
const AREA_LINKS: readonly AreaLink[] = [
  { to: '', label: 'layout.campaigns' },
  { to: 'lists', label: 'lists.title' },
  { to: 'reads', label: 'reads.nav', adminOnly: true },
  { to: 'days-off', label: 'daysOff.nav' },
];

/** The tabs of a campaign, in the order shown; each has its route below `campaigns/:id`. */
const CAMPAIGN_TABS: readonly CampaignTab[] = [
  { path: '', label: 'campaigns.tabs.settings' },
  { path: 'tests', label: 'campaigns.tabs.tests' },
  { path: 'questionnaire', label: 'questionnaire.tab', feedback360Only: true },
  { path: 'nominations', label: 'nominations.tab', campaign360Only: true },
  { path: 'challenge', label: 'challenge.tab', challengeOnly: true },
  { path: 'people', label: 'people.title' },
  { path: 'progress', label: 'progress.title' },
  { path: 'versions', label: 'versions.tab', adminOnly: true },
];

/**
 * The admin area: its pages are declared here, relative to the path prefix its area.json
 * declares and the host mounts it on (docs/remotes.md).
 */
export default function App() {
  const root = useMountPath();
  return (
    <Routes>
      <Route element={<AdminLayout links={AREA_LINKS} root={root} />}>
        <Route index element={<CampaignListPage />} />
        <Route path="campaigns/new" element={<NewCampaignPage />} />
        <Route path="campaigns/:id" element={<CampaignFrame tabs={CAMPAIGN_TABS} />}>
          <Route index element={<CampaignSettingsPage />} />
          <Route path="tests" element={<CampaignTestsPage />} />
          <Route path="questionnaire" element={<QuestionnairePage />} />
          <Route path="nominations" element={<NominationsPage />} />
          <Route path="challenge" element={<ChallengePage />} />
          <Route path="people/*" element={<PeopleArea />} />
          <Route path="progress/*" element={<ProgressArea />} />
          <Route path="versions" element={<RemoteVersionsPage />} />
        </Route>
        <Route path="lists/:list?" element={<ListsArea />} />
        <Route path="reads" element={<ReportReadsPage />} />
        <Route path="days-off" element={<DaysOffPage />} />
      </Route>
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
