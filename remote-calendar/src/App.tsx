import { AreaFrame, languageAtom, RequestContent, SelectedCampaign, useCampaignTexts, useRequest, useUserTests } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Agenda } from './agenda/Agenda';
import { NS } from './i18n';
import { fetchCalendarStore } from './store/api';
import { useCalendarStore } from './store/useCalendarStore';
import type { CalendarStorage, UserTest } from '@skillup/shared/api/contract';
import { AREA_VERSION } from './version';

function LoadedAgenda({ campaign, tests, storage, lang }: { campaign: UserCampaign; tests: UserTest[]; storage: CalendarStorage; lang: string }) {
  const calendar = useCalendarStore(campaign.id, storage);
  return <Agenda campaign={campaign} tests={tests} calendar={calendar} lang={lang} />;
}

function CalendarArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const storage = useRequest(() => fetchCalendarStore(campaign.id), [campaign.id]);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="calendar" version={AREA_VERSION} title={texts?.name ?? t('title')} subtitle={texts?.description}>
      <RequestContent request={tests}>
        {(list) => (
          <RequestContent request={storage}>
            {(stored) => <LoadedAgenda campaign={campaign} tests={list} storage={stored} lang={lang} />}
          </RequestContent>
        )}
      </RequestContent>
    </AreaFrame>
  );
}

/** The Agenda of the calendar theme, for the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <CalendarArea campaign={campaign} />}</SelectedCampaign>;
}
