import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { UserTest } from '@skillup/shared/api/contract';
import { pickRefusal, toDay, type CalendarBounds, type CalendarTest, type Day, type PickRefusal } from '@skillup/shared/calendar';
import type { CalendarStore } from '@skillup/shared/api/contract';
import { eachDayOfInterval, endOfMonth, type Locale } from 'date-fns';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthGrid } from '../grid/MonthGrid';
import { NS } from '../i18n';

export interface ReschedulePickerProps {
  test: UserTest;
  store: CalendarStore;
  tests: CalendarTest[];
  bounds: CalendarBounds;
  months: Date[];
  locale: Locale;
  onPick(day: Day): void;
  onCancel(): void;
}

/** The first day of `months` the rules accept, if any. */
const firstAcceptedDay = (months: Date[], refused: (day: Day) => boolean): Day | undefined =>
  months
    .flatMap((month) => eachDayOfInterval({ start: month, end: endOfMonth(month) }))
    .map(toDay)
    .find((day) => !refused(day));

/**
 * The mini calendar of a reschedule: days the rules refuse are marked, and picking one says why.
 * The keyboard starts on a day that can be picked (the test's own day is always taken); Escape
 * cancels, as the cancel button does.
 */
export function ReschedulePicker({ test, store, tests, bounds, months, locale, onPick, onCancel }: ReschedulePickerProps) {
  const { t } = useTranslation(NS);
  const refusalOf = (day: Day) => pickRefusal(store, tests, test.id, day, bounds);
  const [focused, setFocused] = useState(() => firstAcceptedDay(months, (day) => refusalOf(day) !== null) ?? store.currentPosition);
  const [refusal, setRefusal] = useState<PickRefusal | null>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onCancel();
  };
  return (
    <Box borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3" mt="3" onKeyDown={onKeyDown}>
      <Text fontWeight="semibold" fontSize="sm">
        {t('reschedulePicker', { name: test.name })}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {t('rescheduleHint')}
      </Text>
      <MonthGrid
        months={months}
        focusedDay={focused}
        onFocusDay={setFocused}
        locale={locale}
        shortWeekdays
        compact
        isDayDisabled={(day) => refusalOf(day) !== null}
        onPick={(day) => {
          const why = refusalOf(day);
          setRefusal(why);
          if (!why) onPick(day);
        }}
      />
      {refusal ? (
        <Text role="alert" color="fg.error" fontSize="sm" mt="2">
          {t(`refused.${refusal}`)}
        </Text>
      ) : null}
      <Button size="sm" variant="ghost" mt="2" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </Box>
  );
}
