import { OtherPages } from '@skillup/shared';
import { Route, Routes } from 'react-router-dom';
import { useLoadedCampaign } from '../campaigns/CampaignFrame';
import { ImportPage } from './import/ImportPage';
import { RelationsImportPage } from './import/RelationsImportPage';
import { PeoplePage } from './list/PeoplePage';

/** A campaign's people (`campaigns/:id/people`): the list, and below it the imports of people and, in a 360 campaign, of its relations. */
export function PeopleArea() {
  const { campaign } = useLoadedCampaign();
  return (
    <Routes>
      <Route index element={<PeoplePage campaignId={campaign.id} is360={campaign.is360} />} />
      <Route path="import" element={<ImportPage campaignId={campaign.id} />} />
      {campaign.is360 && <Route path="relations" element={<RelationsImportPage campaignId={campaign.id} />} />}
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
