import { TZDate } from '@date-fns/tz';
import { subDays } from 'date-fns';

/** The local hour reminders go at (docs/jobs.md, "Reminder schedule"). */
export const REMINDER_HOUR = 9;

const atHour = (day: TZDate, timeZone: string) => new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), REMINDER_HOUR, 0, 0, 0, timeZone);

/**
 * When a person in `timeZone` is reminded of a campaign ending at `dateEnd`: 09:00 there on each
 * day `daysBefore` the last day, a Saturday or a Sunday moved to the Friday before, in order and
 * each instant once (two days can land on the same Friday). The last day is the last one whose
 * 09:00 comes before the end, so a campaign ending at midnight is reminded the day before.
 */
export function reminderTimes(dateEnd: Date, daysBefore: readonly number[], timeZone: string): Date[] {
  const end = new TZDate(dateEnd.getTime(), timeZone);
  const endDay = atHour(end, timeZone);
  const lastDay = endDay.getTime() < dateEnd.getTime() ? endDay : atHour(subDays(end, 1), timeZone);
  const instants = new Set<number>();
  for (const days of daysBefore) {
    const day = subDays(lastDay, days);
    const weekday = day.getDay();
    const weekdayDay = weekday === 6 ? subDays(day, 1) : weekday === 0 ? subDays(day, 2) : day;
    instants.add(atHour(weekdayDay, timeZone).getTime());
  }
  return [...instants].sort((a, b) => a - b).map((time) => new Date(time));
}
