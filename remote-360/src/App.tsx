import { List, Stack, Text } from '@chakra-ui/react';
import {
  AreaFrame,
  RequestContent,
  SelectedCampaign,
  TEST_360_ID,
  TestStatusRow,
  useCampaignTexts,
  
} from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';

function Questionnaire({ campaign, test }: { campaign: UserCampaign; test: UserTest | undefined }) {
  const { t } = useTranslation(NS);
  if (!campaign.is360 || !test) return <Text color="fg.muted">{t('notIn360')}</Text>;
  return (
    <Stack gap="3" maxW="xl">
      <List.Root listStyleType="none">
        <TestStatusRow test={test} />
      </List.Root>
      <Text color="fg.muted">{t(campaign.self_evaluation ? 'withSelf' : 'colleagues', { count: campaign.range360Num })}</Text>
    </Stack>
  );
}

function FeedbackArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const tests = useUserTests(campaign.id);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="360" version={AREA_VERSION} title={t('title')} subtitle={texts?.name}>
      <RequestContent request={tests}>
        {(data) => <Questionnaire campaign={campaign} test={data.find((test) => test.id === TEST_360_ID)} />}
      </RequestContent>
    </AreaFrame>
  );
}

/** The 360 dashboard of the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <FeedbackArea campaign={campaign} />}</SelectedCampaign>;
}
