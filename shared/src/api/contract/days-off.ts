import { Type, type Static } from '@sinclair/typebox';
import { CalendarDay } from './calendar';
import { RowId } from './common';

const Closed = { additionalProperties: false } as const;

/**
 * The days off of the participant's company that fall in the span of a campaign (docs/areas/calendar.md,
 * "Days off"): the Agenda schedules nothing on them, as on weekends.
 */
export const CalendarDaysOffResponse = Type.Object({ status: Type.Literal(true), daysOff: Type.Array(CalendarDay) }, Closed);
export type CalendarDaysOffResponse = Static<typeof CalendarDaysOffResponse>;

/** A country by its ISO 3166-1 alpha-2 code, whose public holidays a company takes as days off. */
export const HolidayCountry = Type.String({ pattern: '^[A-Z]{2}$', minLength: 2, maxLength: 2 });

/** Operations name the company; a company's own staff reach only theirs. */
export const DaysOffCompanyQuery = Type.Object({ companyId: Type.Optional(RowId) }, Closed);
export type DaysOffCompanyQuery = Static<typeof DaysOffCompanyQuery>;

export const DaysOffQuery = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }), companyId: Type.Optional(RowId) }, Closed);
export type DaysOffQuery = Static<typeof DaysOffQuery>;

/**
 * A day of the year that is, or by default would be, a day off: a public holiday of the
 * company's country (`national`), which the company may work (`off` false), or a day the company
 * added.
 */
export const DayOffEntry = Type.Object({ day: CalendarDay, name: Type.String(), national: Type.Boolean(), off: Type.Boolean() }, Closed);
export type DayOffEntry = Static<typeof DayOffEntry>;

/** docs/areas/admin.md, "Days off": a company's days off in one year, earliest first. */
export const DaysOffResponse = Type.Object(
  {
    status: Type.Literal(true),
    year: Type.Integer(),
    /** Whose public holidays are days off; null: none, only the days the company added. */
    country: Type.Union([HolidayCountry, Type.Null()]),
    /** The countries whose public holidays the server knows. */
    countries: Type.Array(HolidayCountry),
    days: Type.Array(DayOffEntry),
  },
  Closed,
);
export type DaysOffResponse = Static<typeof DaysOffResponse>;

export const SetHolidayCountryRequest = Type.Object({ country: Type.Union([HolidayCountry, Type.Null()]) }, Closed);
export type SetHolidayCountryRequest = Static<typeof SetHolidayCountryRequest>;

export const DayOffParams = Type.Object({ day: CalendarDay }, Closed);
export type DayOffParams = Static<typeof DayOffParams>;

/**
 * A day made a day off (with the name people read) or a working day. A public holiday made a
 * working day, then a day off again, is the holiday once more.
 */
export const SetDayOffRequest = Type.Object({ off: Type.Boolean(), name: Type.Optional(Type.String({ minLength: 1, maxLength: 80 })) }, Closed);
export type SetDayOffRequest = Static<typeof SetDayOffRequest>;
