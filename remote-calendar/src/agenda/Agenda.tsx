import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { canAnswer, ClosedCampaignNotice, SaveStatusText, useStartTest } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import {
  allComplete,
  calendarMonths,
  campaignBounds,
  goToNextActivity,
  isDisabled,
  nextActivityDay,
  parseDay,
  reschedule,
  scheduledDays,
  testOnDay,
  type Day,
} from '@skillup/shared/calendar';
import { format } from 'date-fns';
import { useStore } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletedDialog } from '../dialogs/CompletedDialog';
import { PreviewDialog } from '../dialogs/PreviewDialog';
import type { TutorialStage } from '../dialogs/tour';
import { TOUR_HIGHLIGHT, TutorialDialog } from '../dialogs/TutorialDialog';
import { MonthGrid } from '../grid/MonthGrid';
import { useCalendarMobile } from '../grid/useMaxWidth';
import { localeOf } from '../grid/weeks';
import { NS } from '../i18n';
import type { CalendarStoreState } from '../store/useCalendarStore';
import { calendarTests } from './calendarTests';
import { completedCountChanged } from './completedCount';
import { DayActivity } from './DayActivity';
import { readPreview, type Preview } from './preview';
import { Sidebar } from './Sidebar';

export interface AgendaProps {
  campaign: UserCampaign;
  tests: UserTest[];
  calendar: CalendarStoreState;
  /** The company's days off: the rules skip them as they skip weekends. */
  daysOff: readonly Day[];
  lang: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * docs/areas/calendar.md: the month grid of the campaign with each day's activity, the chosen
 * day's details beside it, and the tutorial the first time. A closed campaign shows the agenda
 * as it was left, to look at: the notice leads to the report, and nothing starts, moves or saves.
 */
export function Agenda({ campaign, tests, calendar, daysOff, lang }: AgendaProps) {
  const { t } = useTranslation(NS);
  const { store, save, saveFailed } = calendar;
  const appStore = useStore();
  const startTest = useStartTest();
  const open = canAnswer(campaign);
  const mobile = useCalendarMobile();
  const locale = localeOf(lang);
  const rules = useMemo(() => calendarTests(tests), [tests]);
  const bounds = useMemo(
    () => ({ ...campaignBounds(campaign.dateStart, campaign.dateEnd), daysOff }),
    [campaign.dateStart, campaign.dateEnd, daysOff],
  );
  const months = useMemo(() => calendarMonths(bounds, scheduledDays(store)), [bounds, store]);
  const [selected, setSelected] = useState<Day>(store.currentPosition);
  const [focused, setFocused] = useState<Day>(store.currentPosition);
  // The tutorial teaches how to start and move activities: nothing a closed campaign offers.
  const [tutorial, setTutorial] = useState<TutorialStage | null>(store.hasSeenTutorial || !open ? null : { stage: 'intro' });
  const [preview, setPreview] = useState<{ test: UserTest; preview: Preview } | null>(null);
  const [completed, setCompleted] = useState<'all' | 'one' | null>(null);
  const shown = useRef(false);
  // Decided again for every list, not only the first: the list that says an activity counted
  // may arrive while the Agenda is on screen.
  useEffect(() => {
    // 'Completato!' cheers an answer just given: in a closed campaign there is none.
    if (!open) return;
    const changed = completedCountChanged(appStore, campaign.id, rules);
    const first = !shown.current;
    shown.current = true;
    if (allComplete(rules) && (first || changed)) setCompleted('all');
    else if (changed) setCompleted('one');
  }, [appStore, campaign.id, rules, open]);

  const testById = (id: number | undefined) => tests.find((test) => test.id === id) ?? null;
  const selectedTest = testById(testOnDay(store, selected));
  const currentTest = testById(testOnDay(store, store.currentPosition));
  const nextDay = nextActivityDay(store);
  const selectedDate = parseDay(selected);

  const start = (test: UserTest) => {
    const announced = readPreview(test);
    if (announced) setPreview({ test, preview: announced });
    else startTest(test);
  };
  const closeTutorial = () => {
    setTutorial(null);
    if (!store.hasSeenTutorial) void save({ ...store, hasSeenTutorial: true });
  };
  const goNext = async () => {
    const next = goToNextActivity(store);
    if (await save(next)) {
      setSelected(next.currentPosition);
      setFocused(next.currentPosition);
    }
  };

  const footer =
    currentTest && currentTest.status !== 'complete' ? (
      <Button data-tour="footer" size="lg" disabled={isDisabled({ ...currentTest }, rules)} onClick={() => start(currentTest)}>
        {t('start')}
      </Button>
    ) : (
      <Button data-tour="footer" size="lg" disabled={!nextDay} onClick={() => void goNext()}>
        {t('next')}
      </Button>
    );

  return (
    <Stack gap="4" css={{ '& [data-tour-highlight=true]': TOUR_HIGHLIGHT }}>
      {open ? null : <ClosedCampaignNotice />}
      <Flex justify="space-between" align="center" wrap="wrap" gap="2">
        <Box>
          <Text data-tour="day" aria-live="polite">
            {selectedDate ? t('selectedDay', { day: format(selectedDate, 'EEEE d MMMM yyyy', { locale }) }) : null}
          </Text>
          <SaveStatusText />
        </Box>
        {open ? (
          <Button variant="outline" size="sm" data-tour="tutorial" onClick={() => setTutorial({ stage: 'intro' })}>
            {t('watchTutorial')}
          </Button>
        ) : null}
      </Flex>
      {saveFailed ? (
        <Text role="alert" color="fg.error" fontWeight="semibold">
          {t('saveError')}
        </Text>
      ) : null}
      <Flex direction={mobile ? 'column' : 'row'} gap="4" align="flex-start">
        <Box flex="2" minW="0" w="full" data-tour="grid">
          <MonthGrid
            months={months}
            focusedDay={focused}
            onFocusDay={setFocused}
            onPick={setSelected}
            selectedDay={selected}
            locale={locale}
            shortWeekdays={mobile}
            monthsTourTarget="months"
            describeDay={(day) => {
              const test = testById(testOnDay(store, day));
              return [test?.name, daysOff.includes(day) ? t('dayOff') : null].filter(Boolean).join(', ');
            }}
            renderDay={(day) => {
              const test = testById(testOnDay(store, day));
              if (!test) {
                return daysOff.includes(day) && !mobile ? (
                  <Text fontSize="xs" color="fg.muted">
                    {t('dayOff')}
                  </Text>
                ) : null;
              }
              const rule = rules.find((candidate) => candidate.id === test.id)!;
              return <DayActivity test={test} disabled={isDisabled(rule, rules)} compact={mobile} />;
            }}
          />
        </Box>
        <Box flex="1" minW="0" w="full">
          <Sidebar
            key={selectedTest?.id ?? 'none'}
            test={selectedTest}
            store={store}
            tests={rules}
            bounds={bounds}
            months={months}
            locale={locale}
            readOnly={!open}
            onStart={start}
            onReschedule={(test, day) => {
              void save(reschedule(store, rules, test.id, day, daysOff)).then((saved) => {
                if (saved) {
                  setSelected(day);
                  setFocused(day);
                }
              });
            }}
          />
        </Box>
      </Flex>
      {open ? <Box>{footer}</Box> : null}
      <TutorialDialog
        stage={tutorial}
        onStage={setTutorial}
        onClose={closeTutorial}
        introHtml={text(campaign.data.intro)}
        videoUrl={text(campaign.data.video)}
      />
      <PreviewDialog
        preview={preview?.preview ?? null}
        onClose={() => setPreview(null)}
        onStart={() => {
          const test = preview?.test;
          setPreview(null);
          if (test) startTest(test);
        }}
      />
      <CompletedDialog
        open={completed !== null}
        text={completed === 'all' ? campaign.onCompleteText : null}
        allDone={completed === 'all'}
        onClose={() => setCompleted(null)}
      />
    </Stack>
  );
}
