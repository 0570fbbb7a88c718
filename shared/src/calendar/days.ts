import { addDays, eachMonthOfInterval, format, isValid, isWeekend, parse, startOfMonth } from 'date-fns';

/** Days travel as yyyy-MM-dd strings: they sort as text and carry no time zone. */
export type Day = string;

const DAY_FORMAT = 'yyyy-MM-dd';

/** The day of a string, at local midnight, or null when it is no real day. */
export function parseDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parse(day, DAY_FORMAT, new Date(0));
  return isValid(date) && format(date, DAY_FORMAT) === day ? date : null;
}

export function toDay(date: Date): Day {
  return format(date, DAY_FORMAT);
}

/**
 * Saturday and Sunday are no working days, nor are the company's days off (its public holidays,
 * docs/areas/calendar.md "Days off"); neither is a string that is no day.
 */
export function isWorkingDay(day: Day, daysOff: readonly Day[] = []): boolean {
  const date = parseDay(day);
  return date !== null && !isWeekend(date) && !daysOff.includes(day);
}

/** The first working day after `day`. */
export function nextWorkingDay(day: Day, daysOff: readonly Day[] = []): Day {
  let date = addDays(parseDay(day) ?? new Date(NaN), 1);
  while (isWeekend(date) || daysOff.includes(toDay(date))) date = addDays(date, 1);
  return toDay(date);
}

/** The campaign's days, first and last included; either may be open. */
export interface CalendarBounds {
  firstDay: Day | null;
  lastDay: Day | null;
  /** The company's days off that are no weekend days: nothing is scheduled on them. */
  daysOff?: readonly Day[];
}

/** The bounds of a campaign from its ISO start and end instants, in local days. */
export function campaignBounds(dateStart: string | null, dateEnd: string | null): CalendarBounds {
  const day = (value: string | null) => {
    if (!value) return null;
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : toDay(date);
  };
  return { firstDay: day(dateStart), lastDay: day(dateEnd) };
}

/**
 * The first day of each month the grid offers: every month from the campaign's start to its
 * end, or the months the scheduled days fall in when the campaign leaves a bound open.
 */
export function calendarMonths(bounds: CalendarBounds, scheduled: readonly Day[]): Date[] {
  const days = [bounds.firstDay, bounds.lastDay, ...scheduled]
    .filter((day): day is Day => day !== null)
    .map(parseDay)
    .filter((date): date is Date => date !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const first = bounds.firstDay ? parseDay(bounds.firstDay) : days[0];
  const last = bounds.lastDay ? parseDay(bounds.lastDay) : days.at(-1);
  if (!first || !last) return [startOfMonth(new Date())];
  const [from, to] = first <= last ? [first, last] : [last, first];
  return eachMonthOfInterval({ start: startOfMonth(from), end: startOfMonth(to) });
}
