import { OtherPages } from '@skillup/shared';
import { Route, Routes, useParams } from 'react-router-dom';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { ParticipantPage } from './ParticipantPage';
import { ParticipantReportPage } from './ParticipantReportPage';
import { ProgressPage } from './ProgressPage';

const ROW_ID = /^[1-9][0-9]{0,9}$/;

/** The participant of the address, or Not found for an id no row can have. */
function useParticipantId(): number | null {
  const { userId } = useParams();
  return userId && ROW_ID.test(userId) && Number(userId) <= 2_147_483_647 ? Number(userId) : null;
}

function Participant({ campaignId, campaignOpen }: { campaignId: number; campaignOpen: boolean }) {
  const userId = useParticipantId();
  if (userId === null) return <OtherPages />;
  return <ParticipantPage key={userId} campaignId={campaignId} userId={userId} campaignOpen={campaignOpen} />;
}

function ParticipantReport({ campaignId }: { campaignId: number }) {
  const userId = useParticipantId();
  if (userId === null) return <OtherPages />;
  return <ParticipantReportPage key={userId} campaignId={campaignId} userId={userId} />;
}

/** A campaign's progress (`campaigns/:id/progress`): the grid, one participant below it, and their report below them. */
export function ProgressArea() {
  const { campaign } = useLoadedCampaign();
  return (
    <Routes>
      <Route index element={<ProgressPage campaignId={campaign.id} />} />
      <Route path=":userId" element={<Participant campaignId={campaign.id} campaignOpen={campaign.state === 'ACTIVE'} />} />
      <Route path=":userId/report" element={<ParticipantReport campaignId={campaign.id} />} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
