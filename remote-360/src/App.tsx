import { HStack, Stack, Text } from '@chakra-ui/react';
import {
  AreaFrame,
  FailedRequest,
  languageAtom,
  Loading,
  pickLocalised,
  selectedCampaignAtom,
  TEST_360_ID,
  TestStatusBadge,
  useUserTests,
} from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { AREA_VERSION } from './version';

function Questionnaire({ campaign, test }: { campaign: UserCampaign; test: UserTest | undefined }) {
  const { t } = useTranslation(NS);
  if (!campaign.is360 || !test) return <Text color="fg.muted">{t('notIn360')}</Text>;
  return (
    <Stack gap="3">
      <HStack justify="space-between" maxW="xl">
        <Text fontWeight="medium">{test.name}</Text>
        <TestStatusBadge status={test.status} />
      </HStack>
      <Text color="fg.muted">{t(campaign.self_evaluation ? 'withSelf' : 'colleagues', { count: campaign.range360Num })}</Text>
    </Stack>
  );
}

function FeedbackArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  return (
    <AreaFrame remote="360" version={AREA_VERSION} title={t('title')} subtitle={pickLocalised(campaign.languages, lang)?.name}>
      {tests.status === 'loading' ? <Loading /> : null}
      {tests.status === 'error' ? <FailedRequest error={tests.error} onRetry={tests.retry} /> : null}
      {tests.status === 'success' ? (
        <Questionnaire campaign={campaign} test={tests.data.find((test) => test.id === TEST_360_ID)} />
      ) : null}
    </AreaFrame>
  );
}

/** The 360 dashboard of the campaign in the shared store. */
export default function App() {
  const campaign = useAtomValue(selectedCampaignAtom);
  return campaign ? <FeedbackArea campaign={campaign} /> : <Loading />;
}
