import { Stack } from '@chakra-ui/react';
import {
  AreaFrame,
  RequestContent,
  SelectedCampaign,
  sessionUserAtom,
  useCampaignTexts,
  useUserTests,
  visibleTests,
} from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Completion } from './dashboard/Completion';
import { NS } from './i18n';
import { TaskList } from './tasks/TaskList';
import { AREA_VERSION } from './version';

function TaskRoom({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const user = useAtomValue(sessionUserAtom);
  const tests = useUserTests(campaign.id);
  const texts = useCampaignTexts(campaign);
  const name = user?.firstName || t('guest');
  return (
    <AreaFrame
      remote="taskroom"
      version={AREA_VERSION}
      title={t('greeting', { name })}
      subtitle={texts?.name}
    >
      <RequestContent request={tests}>
        {(data) => {
          const shown = visibleTests(data, campaign);
          return (
            <Stack gap="8">
              <Completion campaign={campaign} tests={shown} />
              <TaskList tests={shown} roleName={user?.role.name} />
            </Stack>
          );
        }}
      </RequestContent>
    </AreaFrame>
  );
}

/** The Task Room of the skillup theme, for the user and campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <TaskRoom campaign={campaign} />}</SelectedCampaign>;
}
