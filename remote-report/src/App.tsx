import { Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  AreaFrame,
  FailedRequest,
  languageAtom,
  Loading,
  pickLocalised,
  selectedCampaignAtom,
  TestStatusBadge,
  useUserTests,
  visibleTests,
} from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { reportAvailable } from './availability';
import { AREA_VERSION } from './version';

function ReportSummary({ campaign, tests }: { campaign: UserCampaign; tests: UserTest[] }) {
  const { t } = useTranslation(NS);
  if (!reportAvailable(campaign)) return <Text color="fg.muted">{campaign.noReportText || t('noReport')}</Text>;
  return (
    <Stack gap="3">
      <Text>{t('ready')}</Text>
      <Heading as="h2" size="md">
        {t('basedOn')}
      </Heading>
      <List.Root listStyleType="none">
        {tests.map((test) => (
          <HStack as="li" key={test.id} justify="space-between" maxW="xl" py="1">
            <Text>{test.name}</Text>
            <TestStatusBadge status={test.status} />
          </HStack>
        ))}
      </List.Root>
    </Stack>
  );
}

function ReportArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  return (
    <AreaFrame remote="report" version={AREA_VERSION} title={t('title')} subtitle={pickLocalised(campaign.languages, lang)?.name}>
      {tests.status === 'loading' ? <Loading /> : null}
      {tests.status === 'error' ? <FailedRequest error={tests.error} onRetry={tests.retry} /> : null}
      {tests.status === 'success' ? <ReportSummary campaign={campaign} tests={visibleTests(tests.data, campaign)} /> : null}
    </AreaFrame>
  );
}

/** The report page of the campaign in the shared store. */
export default function App() {
  const campaign = useAtomValue(selectedCampaignAtom);
  return campaign ? <ReportArea campaign={campaign} /> : <Loading />;
}
