import { AreaFrame, RequestContent, SelectedCampaign, useCampaignTexts } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { campaignSections } from './sections/sections';
import { SectionList } from './sections/SectionList';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';

function ChallengeArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const tests = useUserTests(campaign.id);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="challenge" version={AREA_VERSION} title={texts?.name ?? t('title')} subtitle={texts?.description}>
      <RequestContent request={tests}>{(data) => <SectionList sections={campaignSections(campaign, data)} />}</RequestContent>
    </AreaFrame>
  );
}

/** The individual challenge, for the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <ChallengeArea campaign={campaign} />}</SelectedCampaign>;
}
