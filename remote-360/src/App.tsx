import { Text } from '@chakra-ui/react';
import { AreaFrame, SelectedCampaign, useCampaignTexts } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Dashboard } from './dashboard/Dashboard';
import { NS } from './i18n';
import { Questionnaire } from './questionnaire/Questionnaire';
import { AREA_VERSION } from './version';

function FeedbackArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="360" version={AREA_VERSION} title={t('title')} subtitle={texts?.name}>
      {campaign.is360 ? (
        <Routes>
          <Route index element={<Dashboard campaign={campaign} />} />
          <Route path=":token" element={<Questionnaire campaignId={campaign.id} />} />
        </Routes>
      ) : (
        <Text color="fg.muted">{t('notIn360')}</Text>
      )}
    </AreaFrame>
  );
}

/** The 360 area: the dashboard at its root, a questionnaire per person below it. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <FeedbackArea campaign={campaign} />}</SelectedCampaign>;
}
