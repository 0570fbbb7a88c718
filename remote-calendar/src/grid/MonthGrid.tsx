import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { parseDay, toDay, type Day } from '@skillup/shared/calendar';
import { format, isSameMonth, startOfMonth, type Locale } from 'date-fns';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { dayAfterKey, monthWeeks, weekdayNames } from './weeks';

export interface MonthGridProps {
  /** The months the grid may show, first days, in order. */
  months: Date[];
  /** The day that has the keyboard focus and whose month is shown. */
  focusedDay: Day;
  onFocusDay(day: Day): void;
  /** Enter, Space or a click on a day. */
  onPick(day: Day): void;
  selectedDay?: Day;
  locale: Locale;
  shortWeekdays: boolean;
  /** What a day shows under its number. */
  renderDay?(day: Day): ReactNode;
  /** A name for the day's cell beyond its date, e.g. its activity. */
  describeDay?(day: Day): string;
  isDayDisabled?(day: Day): boolean;
  compact?: boolean;
  /** Marks the month switcher for the tutorial. */
  monthsTourTarget?: string;
}

/**
 * A month as an ARIA grid: arrow keys move between days (into the months before and after,
 * within the campaign), Home and End go to the ends of the week, Enter picks. One day is in
 * the tab order at a time.
 */
export function MonthGrid(props: MonthGridProps) {
  const { months, focusedDay, onFocusDay, onPick, selectedDay, locale, shortWeekdays, renderDay, describeDay, isDayDisabled, compact } = props;
  const { t } = useTranslation(NS);
  const titleId = useId();
  const focused = parseDay(focusedDay) ?? months[0]!;
  const monthIndex = Math.max(
    0,
    months.findIndex((month) => isSameMonth(month, focused)),
  );
  const month = months[monthIndex] ?? startOfMonth(focused);
  const cells = useRef(new Map<Day, HTMLElement>());
  const [moved, setMoved] = useState(false);

  useEffect(() => {
    if (moved) cells.current.get(focusedDay)?.focus();
  }, [focusedDay, moved]);

  const inRange = (day: Day) => {
    const date = parseDay(day);
    return date !== null && months.some((candidate) => isSameMonth(candidate, date));
  };
  const showMonth = (index: number) => {
    const target = months[index];
    if (target) onFocusDay(toDay(target));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onPick(focusedDay);
      return;
    }
    const next = event.key === 'PageUp' || event.key === 'PageDown' ? null : dayAfterKey(focusedDay, event.key, locale);
    if (event.key === 'PageUp') showMonth(monthIndex - 1);
    if (event.key === 'PageDown') showMonth(monthIndex + 1);
    if (next && inRange(next)) onFocusDay(next);
    if (next || event.key.startsWith('Page')) {
      event.preventDefault();
      setMoved(true);
    }
  };

  const monthTitle = format(month, 'LLLL yyyy', { locale });
  const names = weekdayNames(locale, shortWeekdays);
  return (
    <Box>
      <HStack justify="space-between" mb="2" data-tour={props.monthsTourTarget}>
        <IconButton size="sm" variant="ghost" aria-label={t('previousMonth')} disabled={monthIndex === 0} onClick={() => showMonth(monthIndex - 1)}>
          ‹
        </IconButton>
        <Text id={titleId} fontWeight="semibold" textTransform="capitalize" aria-live="polite">
          {monthTitle}
        </Text>
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('nextMonth')}
          disabled={monthIndex >= months.length - 1}
          onClick={() => showMonth(monthIndex + 1)}
        >
          ›
        </IconButton>
      </HStack>
      <Box as="table" role="grid" aria-labelledby={titleId} w="full" css={{ tableLayout: 'fixed', borderCollapse: 'collapse' }} onKeyDown={onKeyDown}>
        <thead>
          <tr role="row">
            {names.map((name) => (
              <Box
                as="th"
                role="columnheader"
                key={name}
                fontSize="xs"
                fontWeight="medium"
                color="fg.muted"
                pb="1"
                textTransform="capitalize"
                overflow="hidden"
              >
                {name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month, locale).map((week) => (
            <tr role="row" key={toDay(week[0]!)}>
              {week.map((date) => {
                const day = toDay(date);
                const outside = !isSameMonth(date, month);
                const disabled = isDayDisabled?.(day) ?? false;
                const label = [format(date, 'EEEE d MMMM yyyy', { locale }), describeDay?.(day)].filter(Boolean).join(', ');
                return (
                  <Box
                    as="td"
                    role="gridcell"
                    key={day}
                    ref={(element: HTMLElement | null) => {
                      if (element) cells.current.set(day, element);
                      else cells.current.delete(day);
                    }}
                    tabIndex={day === focusedDay ? 0 : -1}
                    aria-selected={day === selectedDay}
                    aria-disabled={disabled || undefined}
                    data-day={day}
                    data-outside={outside || undefined}
                    onFocus={() => {
                      if (day !== focusedDay) onFocusDay(day);
                    }}
                    onClick={() => {
                      onFocusDay(day);
                      onPick(day);
                    }}
                    cursor="pointer"
                    verticalAlign="top"
                    borderWidth="1px"
                    borderColor="border.muted"
                    p={compact ? '1' : { base: '2', xl: '1.5' }}
                    h={compact ? '9' : { base: '14', md: '24' }}
                    bg={day === selectedDay ? 'brand.subtle' : outside ? 'bg.muted' : undefined}
                    color={outside || disabled ? 'fg.muted' : undefined}
                    textDecoration={compact && disabled ? 'line-through' : undefined}
                    _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '-3px' }}
                  >
                    {/* The cell is named by its full date and activity; the number and badge are what the eye reads. */}
                    <VisuallyHidden>{label}</VisuallyHidden>
                    <Box aria-hidden>
                      <Text fontSize="sm" textAlign={compact ? 'center' : undefined}>
                        {format(date, 'd')}
                      </Text>
                      {renderDay?.(day)}
                    </Box>
                  </Box>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
