import { Text } from '@chakra-ui/react/text';
import { AreaFrame, canAnswer, ClosedCampaignNotice, OtherPages, SelectedCampaign, useCampaignTexts, usePageHandle } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { ApprovalsPage } from './approvals/ApprovalsPage';
import { Dashboard } from './dashboard/Dashboard';
import { NS } from './i18n';
import { NominationsPage } from './nominations/NominationsPage';
import { Questionnaire } from './questionnaire/Questionnaire';
import { AREA_VERSION } from './version';

/** The area's root: the host mounts it on /skillup-360 (docs/behaviour.md §2.1). */
const DASHBOARD_PATH = '/skillup-360';

/** docs/behaviour.md §2.2: the header closes the dashboard to home, a questionnaire to the dashboard. */
function Page({ closeTo, children }: { closeTo: string; children: ReactNode }) {
  usePageHandle({ closeTo });
  return children;
}

function NotIn360() {
  const { t } = useTranslation(NS);
  return <Text color="fg.muted">{t('notIn360')}</Text>;
}

function FeedbackArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const texts = useCampaignTexts(campaign);
  // A closed campaign is entered only for its report (docs/behaviour.md §2.7): nobody evaluates there any more.
  const content = (page: ReactNode) => (!campaign.is360 ? <NotIn360 /> : canAnswer(campaign) ? page : <ClosedCampaignNotice />);
  return (
    <AreaFrame remote="360" version={AREA_VERSION} title={t('title')} subtitle={texts?.name}>
      <Routes>
        <Route index element={<Page closeTo="/">{content(<Dashboard campaign={campaign} />)}</Page>} />
        <Route path="nominations" element={<Page closeTo={DASHBOARD_PATH}>{content(<NominationsPage campaignId={campaign.id} />)}</Page>} />
        <Route path="approvals" element={<Page closeTo={DASHBOARD_PATH}>{content(<ApprovalsPage campaignId={campaign.id} />)}</Page>} />
        <Route path=":token" element={<Page closeTo={DASHBOARD_PATH}>{content(<Questionnaire campaignId={campaign.id} />)}</Page>} />
        <Route path="*" element={<OtherPages />} />
      </Routes>
    </AreaFrame>
  );
}

/** The 360 area: the dashboard at its root, the nomination and approval pages, a questionnaire per person below it. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <FeedbackArea campaign={campaign} />}</SelectedCampaign>;
}
