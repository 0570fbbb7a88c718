import { OtherPages } from '@skillup/shared';
import { Route, Routes } from 'react-router-dom';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { ImportPage } from './import/ImportPage';
import { PeoplePage } from './list/PeoplePage';

/** A campaign's people (`campaigns/:id/people`): the list, and the import below it. */
export function PeopleArea() {
  const { campaign } = useLoadedCampaign();
  return (
    <Routes>
      <Route index element={<PeoplePage campaignId={campaign.id} />} />
      <Route path="import" element={<ImportPage campaignId={campaign.id} />} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
