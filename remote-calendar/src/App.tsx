import { Box } from '@chakra-ui/react/box';
import { AreaFrame, languageAtom, OtherPages, RequestContent, SelectedCampaign, useCampaignTexts, withLocalProgressAtom } from '@skillup/shared';
import type { UserCampaign } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { Agenda } from './agenda/Agenda';
import { TOUR_HIGHLIGHT } from './dialogs/TutorialDialog';
import { NS } from './i18n';
import { useCalendarDaysOff, useCalendarStorage } from './api/calendar';
import { useCalendarStore } from './store/useCalendarStore';
import type { CalendarStorage, UserTest } from '@skillup/shared/api/contract';
import type { Day } from '@skillup/shared/calendar';
import { AREA_VERSION } from './version';
import { useUserTests } from '@skillup/shared/query';

interface LoadedAgendaProps {
  campaign: UserCampaign;
  tests: UserTest[];
  storage: CalendarStorage;
  daysOff: Day[];
  lang: string;
}

function LoadedAgenda({ campaign, tests, storage, daysOff, lang }: LoadedAgendaProps) {
  const calendar = useCalendarStore(campaign.id, storage);
  // An activity that has just reported 'complete' counts at once, as in the Task Room, rather
  // than when the cached list of tests is next read from the server.
  const withLocalProgress = useAtomValue(withLocalProgressAtom);
  const progress = useMemo(() => withLocalProgress(campaign.id, tests), [withLocalProgress, campaign.id, tests]);
  return <Agenda campaign={campaign} tests={progress} calendar={calendar} daysOff={daysOff} lang={lang} />;
}

function CalendarArea({ campaign }: { campaign: UserCampaign }) {
  const { t } = useTranslation(NS);
  const lang = useAtomValue(languageAtom);
  const tests = useUserTests(campaign.id);
  const storage = useCalendarStorage(campaign.id);
  const daysOff = useCalendarDaysOff(campaign.id);
  const texts = useCampaignTexts(campaign);
  return (
    <AreaFrame
      remote="calendar"
      version={AREA_VERSION}
      title={
        // The area's one heading is the Agenda's title, so the tutorial's first step points at it.
        <Box as="span" data-tour="title" css={{ '&[data-tour-highlight=true]': TOUR_HIGHLIGHT }}>
          {texts?.name ?? t('title')}
        </Box>
      }
      subtitle={texts?.description}
    >
      <RequestContent request={tests}>
        {(list) => (
          <RequestContent request={storage}>
            {(stored) => (
              <RequestContent request={daysOff}>
                {(days) => <LoadedAgenda campaign={campaign} tests={list} storage={stored} daysOff={days} lang={lang} />}
              </RequestContent>
            )}
          </RequestContent>
        )}
      </RequestContent>
    </AreaFrame>
  );
}

/**
 * The Agenda of the calendar theme at the root of the area, for the campaign in the shared
 * store; the other paths go where the host says (the test pages are the Task Room's).
 */
export default function App() {
  return (
    <Routes>
      <Route index element={<SelectedCampaign>{(campaign) => <CalendarArea campaign={campaign} />}</SelectedCampaign>} />
      <Route path="*" element={<OtherPages />} />
    </Routes>
  );
}
