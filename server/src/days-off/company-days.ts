import type { DayOffEntry } from '@skillup/shared/api/contract';
import type { Day } from '@skillup/shared/calendar';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { holidayBook } from './national-holidays';

type Db = Kysely<Database>;

/** A day HR changed: added as a day off (with its name), or a public holiday made a working day. */
interface DayChange {
  day: Day;
  off: boolean;
  name: string | null;
}

/** The language the server reads holiday names in when nobody reads them (the rules need only days). */
const RULES_LANGUAGE = 'it';

async function holidayCountryOf(db: Db, companyId: number): Promise<string | null> {
  const row = await db.selectFrom('companies').select('holiday_country').where('id', '=', companyId).executeTakeFirst();
  return row?.holiday_country ?? null;
}

async function changesBetween(db: Db, companyId: number, from: Day, to: Day): Promise<DayChange[]> {
  return db
    .selectFrom('company_days_off')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'off', 'name'])
    .where('company_id', '=', companyId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
}

const yearsBetween = (from: Day, to: Day) => {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years;
};

/**
 * The company's days off from `from` to `to`, both included, earliest first: its country's public
 * holidays, less those it works, and the days it added (docs/areas/calendar.md, "Days off").
 */
export async function daysOffBetween(db: Db, companyId: number, from: Day, to: Day): Promise<Day[]> {
  const [country, changes, book] = await Promise.all([holidayCountryOf(db, companyId), changesBetween(db, companyId, from, to), holidayBook()]);
  const days = new Set(
    country
      ? yearsBetween(from, to)
          .flatMap((year) => book.holidays(country, year, RULES_LANGUAGE))
          .map((holiday) => holiday.day)
          .filter((day) => day >= from && day <= to)
      : [],
  );
  for (const change of changes) {
    if (change.off) days.add(change.day);
    else days.delete(change.day);
  }
  return [...days].sort();
}

/** A year of the company's days off as HR reads and changes them: each public holiday, worked or not, and each day added. */
export async function yearOfDaysOff(db: Db, companyId: number, year: number, lang: string) {
  const [country, changes, book] = await Promise.all([
    holidayCountryOf(db, companyId),
    changesBetween(db, companyId, `${year}-01-01`, `${year}-12-31`),
    holidayBook(),
  ]);
  const changed = new Map(changes.map((change) => [change.day, change]));
  const national = country ? book.holidays(country, year, lang) : [];
  const nationalDays = new Set(national.map((holiday) => holiday.day));
  const days: DayOffEntry[] = [
    ...national.map((holiday) => ({ day: holiday.day, name: holiday.name, national: true, off: changed.get(holiday.day)?.off ?? true })),
    // A working day kept for a holiday of a country the company no longer follows means nothing now.
    ...changes
      .filter((change) => change.off && !nationalDays.has(change.day))
      .map((change) => ({ day: change.day, name: change.name ?? '', national: false, off: true })),
  ].sort((a, b) => a.day.localeCompare(b.day));
  return { year, country, countries: [...book.countries], days };
}

export async function setHolidayCountry(db: Db, companyId: number, country: string | null): Promise<void> {
  await db.updateTable('companies').set({ holiday_country: country }).where('id', '=', companyId).execute();
}

/**
 * Makes `day` a day off or a working day. Only what differs from the country's holidays is
 * kept: a public holiday made a day off again, or an added day made a working day, leaves no row.
 */
export async function setDayOff(db: Db, companyId: number, day: Day, off: boolean, name: string | undefined): Promise<void> {
  const [country, book] = await Promise.all([holidayCountryOf(db, companyId), holidayBook()]);
  const national = country !== null && book.holidays(country, Number(day.slice(0, 4)), RULES_LANGUAGE).some((holiday) => holiday.day === day);
  if (off && !national && !name) throw new ApiError(422, 'DAY_OFF_NAME_REQUIRED', 'a day off the company adds needs the name people read');
  if (national === off) {
    await db.deleteFrom('company_days_off').where('company_id', '=', companyId).where('day', '=', day).execute();
    return;
  }
  const row = { company_id: companyId, day, off, name: off ? (name ?? null) : null };
  await db
    .insertInto('company_days_off')
    .values(row)
    .onConflict((conflict) => conflict.columns(['company_id', 'day']).doUpdateSet({ off: row.off, name: row.name }))
    .execute();
}
