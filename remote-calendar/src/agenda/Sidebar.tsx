import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { taskAbbreviation } from '@skillup/shared';
import type { CalendarStore, UserTest } from '@skillup/shared/api/contract';
import { isDisabled, isSelectable, type CalendarBounds, type CalendarTest, type Day } from '@skillup/shared/calendar';
import type { Locale } from 'date-fns';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { durationText } from './preview';
import { ReschedulePicker } from './ReschedulePicker';

export interface SidebarProps {
  test: UserTest | null;
  store: CalendarStore;
  tests: CalendarTest[];
  bounds: CalendarBounds;
  months: Date[];
  locale: Locale;
  /** The campaign is closed: the activity is described, neither moved nor started. */
  readOnly?: boolean;
  onReschedule(test: UserTest, day: Day): void;
  onStart(test: UserTest): void;
}

/** The selected day's activity: what it is, a new day for it, and its start (the last two not in a closed campaign). */
export function Sidebar({ test, store, tests, bounds, months, locale, readOnly = false, onReschedule, onStart }: SidebarProps) {
  const { t } = useTranslation(NS);
  const [picking, setPicking] = useState(false);
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  if (!test) {
    return (
      <Box as="aside" aria-label={t('details')} data-tour="sidebar" p="4" borderWidth="1px" rounded="md">
        <Text color="fg.muted">{t('noActivity')}</Text>
      </Box>
    );
  }
  const rule = tests.find((candidate) => candidate.id === test.id);
  const locked = rule ? isDisabled(rule, tests) : true;
  const done = !isSelectable(test);
  const duration = durationText(test, (count) => t('minutes', { count }));
  return (
    <Box as="aside" aria-label={t('details')} data-tour="sidebar" p="4" borderWidth="1px" rounded="md">
      <Stack gap="2">
        <HStack>
          <Badge size="lg" colorPalette={done ? 'green' : 'brand'}>
            {taskAbbreviation(test)}
          </Badge>
          {duration ? (
            <Text fontSize="sm" data-tour="duration">
              {t('duration')}: {duration}
            </Text>
          ) : null}
        </HStack>
        <Heading as="h2" size="md">
          {test.name}
        </Heading>
        <Text color="fg.muted">{test.description}</Text>
        {done ? <Text color="green.700">{t('done')}</Text> : null}
        {locked && !done && !readOnly ? <Text color="fg.muted">{t('locked')}</Text> : null}
        {readOnly ? null : (
          <HStack wrap="wrap">
            <Button
              ref={rescheduleButton}
              variant="outline"
              data-tour="reschedule"
              disabled={done || locked}
              aria-expanded={picking}
              onClick={() => setPicking((open) => !open)}
            >
              {t('reschedule')}
            </Button>
            <Button data-tour="start" disabled={done || locked} onClick={() => onStart(test)}>
              {t('start')}
            </Button>
          </HStack>
        )}
        {picking && !done && !locked && !readOnly ? (
          <ReschedulePicker
            test={test}
            store={store}
            tests={tests}
            bounds={bounds}
            months={months}
            locale={locale}
            onCancel={() => {
              setPicking(false);
              // The picker's cells and its cancel button go away: the keyboard goes back to where it opened it.
              rescheduleButton.current?.focus();
            }}
            onPick={(day) => {
              setPicking(false);
              onReschedule(test, day);
            }}
          />
        ) : null}
      </Stack>
    </Box>
  );
}
