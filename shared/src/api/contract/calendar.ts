import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';
import { Version } from './test-support';

/** A calendar day, yyyy-MM-dd. */
export const CalendarDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

/** The participant's own agenda in the calendar theme (docs/areas/calendar.md). */
export const CalendarStore = Type.Object(
  {
    /** Which test is scheduled on which day; a day holds one test. */
    tests: Type.Record(CalendarDay, Type.Object({ testId: RowId }, { additionalProperties: false }), {
      additionalProperties: false,
      maxProperties: 500,
    }),
    /** The day the participant has reached. */
    currentPosition: CalendarDay,
    hasSeenTutorial: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type CalendarStore = Static<typeof CalendarStore>;

export const CalendarStorageParams = Type.Object({ campaignId: RowId }, { additionalProperties: false });
export type CalendarStorageParams = Static<typeof CalendarStorageParams>;

/** `version` is the one the browser read: a write over a newer store is refused with 409. */
export const SaveCalendarStoreRequest = Type.Object({ data: CalendarStore, version: Version }, { additionalProperties: false });
export type SaveCalendarStoreRequest = Static<typeof SaveCalendarStoreRequest>;

export const CalendarStorage = Type.Object({ data: CalendarStore, version: Version }, { additionalProperties: false });
export type CalendarStorage = Static<typeof CalendarStorage>;

export const CalendarStorageResponse = Type.Object({ status: Type.Literal(true), storage: CalendarStorage });
export type CalendarStorageResponse = Static<typeof CalendarStorageResponse>;
