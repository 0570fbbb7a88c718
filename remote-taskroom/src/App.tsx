import { Stack } from '@chakra-ui/react';
import {
  AreaFrame,
  languageAtom,
  Loading,
  pickLocalised,
  RequestContent,
  selectedCampaignAtom,
  sessionUserAtom,
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
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const name = user?.firstName || t('guest');
  return (
    <AreaFrame
      remote="taskroom"
      version={AREA_VERSION}
      title={t('greeting', { name })}
      subtitle={pickLocalised(campaign.languages, lang)?.name}
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
  const campaign = useAtomValue(selectedCampaignAtom);
  return campaign ? <TaskRoom campaign={campaign} /> : <Loading />;
}
