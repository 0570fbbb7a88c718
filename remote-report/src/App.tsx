import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { AreaFrame, OtherPages, RequestContent, SelectedCampaign, sessionUserAtom, useCampaignTexts } from '@skillup/shared';
import type { ReportConfigResponse, UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { downloadUrl, usePersonalReport, useReportConfig } from './api/report';
import { mayDownloadAll } from './bulk/mayDownloadAll';
import { BulkDownload } from './bulk/BulkDownload';
import { NS } from './i18n';
import { ReportList } from './ReportList';
import { ReportReads } from './ReportReads';
import { ReportView } from './ReportView';
import { AREA_VERSION } from './version';

function NoReport({ text }: { text: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="2" maxW="xl">
      <Heading as="h2" size="md">
        {t('noReport')}
      </Heading>
      <Text>{t('notActive')}</Text>
      {text && text !== t('notActive') && <Text color="fg.muted">{text}</Text>}
    </Stack>
  );
}

function PersonalReport({ campaign, config, userId }: { campaign: UserCampaign; config: ReportConfigResponse; userId: number }) {
  // Who else read a report is for its person alone: not shown to staff reading someone else's.
  const own = useAtomValue(sessionUserAtom)?.id === userId;
  const report = usePersonalReport(campaign.id, userId);
  const href = config.canDownload ? downloadUrl(campaign.id, userId) : null;
  if (report.isError) return <NoReport text={config.noReportText} />;
  return (
    <RequestContent request={report}>
      {(data) => (
        <Stack gap="8">
          {own && <ReportReads campaignId={campaign.id} />}
          <ReportView report={data} href={href} />
          {href && <ReportList campaignId={campaign.id} />}
        </Stack>
      )}
    </RequestContent>
  );
}

function ReportArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const texts = useCampaignTexts(campaign);
  const user = useAtomValue(sessionUserAtom);
  const config = useReportConfig(campaign.id);
  return (
    <AreaFrame remote="report" version={AREA_VERSION} title={t('title')} subtitle={texts?.name}>
      {mayDownloadAll(user?.role.name) && <BulkDownload campaignId={campaign.id} />}
      <RequestContent request={config}>
        {(data) =>
          data.available && user ? <PersonalReport campaign={campaign} config={data} userId={user.id} /> : <NoReport text={data.noReportText} />
        }
      </RequestContent>
    </AreaFrame>
  );
}

/** The report page of the campaign in the shared store (docs/behaviour.md §2.14), at the area's root. */
export default function App() {
  return (
    <Routes>
      <Route index element={<SelectedCampaign>{(campaign) => <ReportArea campaign={campaign} />}</SelectedCampaign>} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
