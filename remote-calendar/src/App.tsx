import { AreaFrame, languageAtom, RequestContent, SelectedCampaign, useCampaignTexts } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Agenda } from './agenda/Agenda';
import { NS } from './i18n';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';

function CalendarArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame remote="calendar" version={AREA_VERSION} title={texts?.name ?? t('title')} subtitle={texts?.description}>
      <RequestContent request={tests}>{(data) => <Agenda tests={data} lang={lang} />}</RequestContent>
    </AreaFrame>
  );
}

/** The agenda of the calendar theme, for the campaign in the shared store. */
export default function App() {
  return <SelectedCampaign>{(campaign) => <CalendarArea campaign={campaign} />}</SelectedCampaign>;
}
