import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Text } from '@chakra-ui/react/text';
import type { UserTest } from '@skillup/shared/api/contract';
import { pickRefusal, type CalendarBounds, type CalendarTest, type Day, type PickRefusal } from '@skillup/shared/calendar';
import type { CalendarStore } from '@skillup/shared/api/contract';
import type { Locale } from 'date-fns';
import { useState } from 'react';
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

/** The mini calendar of a reschedule: days the rules refuse are marked, and picking one says why. */
export function ReschedulePicker({ test, store, tests, bounds, months, locale, onPick, onCancel }: ReschedulePickerProps) {
  const { t } = useTranslation(NS);
  const [focused, setFocused] = useState(store.currentPosition);
  const [refusal, setRefusal] = useState<PickRefusal | null>(null);
  const refusalOf = (day: Day) => pickRefusal(store, tests, test.id, day, bounds);
  return (
    <Box borderWidth="1px" borderColor="border.emphasized" rounded="md" p="3" mt="3">
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
