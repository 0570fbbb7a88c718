import { parseDay, toDay, type Day } from '@skillup/shared/calendar';
import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, format, startOfMonth, startOfWeek, type Locale } from 'date-fns';
import { enGB, es, it } from 'date-fns/locale';

/** Dates and weekday names in the campaign's language. */
export const LOCALES: Record<string, Locale> = { it, en: enGB, es };
export const localeOf = (lang: string): Locale => LOCALES[lang] ?? it;

/** The weeks the month's grid shows, whole weeks, so the days of the months around it fill the edges. */
export function monthWeeks(month: Date, locale: Locale): Date[][] {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { locale }),
    end: endOfWeek(endOfMonth(month), { locale }),
  });
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The weekday names in the grid's order: full ('lunedì'), or short on a narrow screen ('lun'). */
export function weekdayNames(locale: Locale, short: boolean): string[] {
  const first = startOfWeek(new Date(2026, 0, 7), { locale });
  return Array.from({ length: 7 }, (_, i) => format(addDays(first, i), short ? 'EEE' : 'EEEE', { locale }));
}

/** The day a key moves the grid's focus to, or null for a key the grid leaves alone. */
export function dayAfterKey(day: Day, key: string, locale: Locale): Day | null {
  const from = parseDay(day);
  if (!from) return null;
  switch (key) {
    case 'ArrowLeft':
      return toDay(addDays(from, -1));
    case 'ArrowRight':
      return toDay(addDays(from, 1));
    case 'ArrowUp':
      return toDay(addDays(from, -7));
    case 'ArrowDown':
      return toDay(addDays(from, 7));
    case 'Home':
      return toDay(startOfWeek(from, { locale }));
    case 'End':
      return toDay(endOfWeek(from, { locale }));
    default:
      return null;
  }
}
