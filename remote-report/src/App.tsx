import { Heading, List, Stack, Text } from '@chakra-ui/react';
import {
  AreaFrame,
  RequestContent,
  SelectedCampaign,
  TestStatusRow,
  useCampaignTexts,
  
  visibleTests,
} from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { reportAvailable } from './availability';
import { NS } from './i18n';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';

function ReportSummary({ campaign, tests }: { campaign: UserCampaign; tests: UserTest[] }) {
  const { t } = useTranslation(NS);
  if (!reportAvailable(campaign)) return <Text color="fg.muted">{campaign.noReportText || t('noReport')}</Text>;
  return (
    <Stack gap="3" maxW="xl">
      <Text>{t('ready')}</Text>
      <Heading as="h2" size="md">
        {t('basedOn')}
      </Heading>
      <List.Root listStyleType="none">
        {tests.map((test) => (
          <TestStatusRow key={test.id} test={test} />
        ))}
      </List.Root>
    </Stack>
  );
}

function ReportArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const tests = useUserTests(campaign.id);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="report" version={AREA_VERSION} title={t('title')} subtitle={texts?.name}>
      <RequestContent request={tests}>
        {(data) => <ReportSummary campaign={campaign} tests={visibleTests(data, campaign)} />}
      </RequestContent>
    </AreaFrame>
  );
}

/** The report page of the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <ReportArea campaign={campaign} />}</SelectedCampaign>;
}
