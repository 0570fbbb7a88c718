import { AreaFrame, languageAtom, Loading, pickLocalised, RequestContent, selectedCampaignAtom, useUserTests } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { campaignSections } from './sections/sections';
import { SectionList } from './sections/SectionList';
import { AREA_VERSION } from './version';

function ChallengeArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const localised = pickLocalised(campaign.languages, lang);
  return (
    <AreaFrame remote="challenge" version={AREA_VERSION} title={localised?.name ?? t('title')} subtitle={localised?.description}>
      <RequestContent request={tests}>{(data) => <SectionList sections={campaignSections(campaign, data)} />}</RequestContent>
    </AreaFrame>
  );
}

/** The individual challenge, for the campaign in the shared store. */
export default function App() {
  const campaign = useAtomValue(selectedCampaignAtom);
  return campaign ? <ChallengeArea campaign={campaign} /> : <Loading />;
}
