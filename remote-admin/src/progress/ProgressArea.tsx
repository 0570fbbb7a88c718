import { OtherPages } from '@skillup/shared';
import { Route, Routes, useParams } from 'react-router-dom';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { ParticipantPage } from './ParticipantPage';
import { ProgressPage } from './ProgressPage';

const ROW_ID = /^[1-9][0-9]{0,9}$/;

function Participant({ campaignId, campaignOpen }: { campaignId: number; campaignOpen: boolean }) {
  const { userId } = useParams();
  if (!userId || !ROW_ID.test(userId) || Number(userId) > 2_147_483_647) return <OtherPages />;
  return <ParticipantPage key={userId} campaignId={campaignId} userId={Number(userId)} campaignOpen={campaignOpen} />;
}

/** A campaign's progress (`campaigns/:id/progress`): the grid, and one participant below it. */
export function ProgressArea() {
  const { campaign } = useLoadedCampaign();
  return (
    <Routes>
      <Route index element={<ProgressPage campaignId={campaign.id} />} />
      <Route path=":userId" element={<Participant campaignId={campaign.id} campaignOpen={campaign.state === 'ACTIVE'} />} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
