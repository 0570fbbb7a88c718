import type { Day } from '@skillup/shared/calendar';
import type Holidays from 'date-holidays';

/** The public holidays of a country in a year, one per day, in the language asked for. */
export interface NationalHoliday {
  day: Day;
  name: string;
}

/** What the server knows of public holidays: the library's data, read once. */
export interface HolidayBook {
  /** ISO 3166-1 alpha-2 codes of the countries whose public holidays are known, sorted. */
  countries: readonly string[];
  /**
   * The days that are public holidays across the whole country (no regional ones), substitute
   * days included: the days a company there closes. None for a country not in `countries`.
   */
  holidays(country: string, year: number, lang: string): NationalHoliday[];
}

let book: Promise<HolidayBook> | undefined;

/*
 * Read once, at the first question or once the server listens (main.ts), whichever comes first:
 * reading the data of every country takes a tenth of a second or two, which neither the start
 * nor the first Agenda opened should wait for (docs/areas/calendar.md, "Days off").
 */
export function holidayBook(): Promise<HolidayBook> {
  book ??= import('date-holidays').then(({ default: Library }) => openBook(Library));
  return book;
}

function openBook(Library: typeof Holidays): HolidayBook {
  const countries = Object.keys(new Library().getCountries()).sort();
  const calendars = new Map<string, Holidays>();
  const calendarOf = (country: string) => {
    let calendar = calendars.get(country);
    if (!calendar) {
      calendar = new Library(country);
      calendars.set(country, calendar);
    }
    return calendar;
  };
  return {
    countries,
    holidays(country, year, lang) {
      if (!countries.includes(country)) return [];
      const byDay = new Map<Day, string>();
      for (const holiday of calendarOf(country).getHolidays(year, lang)) {
        if (holiday.type !== 'public') continue;
        const day = holiday.date.slice(0, 10);
        const named = byDay.get(day);
        byDay.set(day, named ? `${named}, ${holiday.name}` : holiday.name);
      }
      return [...byDay].map(([day, name]) => ({ day, name })).sort((a, b) => a.day.localeCompare(b.day));
    },
  };
}
