import { AreaFrame, FailedRequest, languageAtom, Loading, pickLocalised, selectedCampaignAtom, useUserTests } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Agenda } from './agenda/Agenda';
import { NS } from './i18n';
import { AREA_VERSION } from './version';

function CalendarArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const localised = pickLocalised(campaign.languages, lang);
  return (
    <AreaFrame remote="calendar" version={AREA_VERSION} title={localised?.name ?? t('title')} subtitle={localised?.description}>
      {tests.status === 'loading' ? <Loading /> : null}
      {tests.status === 'error' ? <FailedRequest error={tests.error} onRetry={tests.retry} /> : null}
      {tests.status === 'success' ? <Agenda tests={tests.data} lang={lang} /> : null}
    </AreaFrame>
  );
}

/** The agenda of the calendar theme, for the campaign in the shared store. */
export default function App() {
  const campaign = useAtomValue(selectedCampaignAtom);
  return campaign ? <CalendarArea campaign={campaign} /> : <Loading />;
}
