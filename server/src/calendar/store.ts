import type { CalendarStorage, CalendarStore } from '@skillup/shared/api/contract';
import { campaignBounds, initialStore, toDay, type CalendarBounds, type CalendarTest, type Day } from '@skillup/shared/calendar';
import { addYears } from 'date-fns';
import type { Kysely } from 'kysely';
import type { Enrolment } from '../campaigns/enrolments';
import type { Database } from '../db/schema';
import { daysOffBetween } from '../days-off/company-days';

/** What the rules check a new store against: the campaign's tests with the caller's progress, and its days. */
export interface CalendarContext {
  tests: CalendarTest[];
  starts: { testId: number; day: string | null }[];
  /** With the company's days off in the campaign's span. */
  bounds: Required<CalendarBounds>;
}

/**
 * The days an agenda can reach: the campaign's, or where it leaves a bound open, from its first
 * scheduled test (or today) to a year after its last.
 */
function agendaSpan(bounds: CalendarBounds, starts: (string | null)[]): { from: Day; to: Day } {
  const days = starts.filter((day): day is string => day !== null).sort();
  const today = toDay(new Date());
  const from = bounds.firstDay ?? days[0] ?? today;
  const last = days.at(-1) ?? today;
  return { from, to: bounds.lastDay ?? toDay(addYears(new Date(`${last}T12:00:00`), 1)) };
}

export async function calendarContext(db: Kysely<Database>, userId: number, enrolment: Enrolment): Promise<CalendarContext> {
  const rows = await db
    .selectFrom('tests')
    .leftJoin('user_tests', (join) => join.onRef('user_tests.test_id', '=', 'tests.id').on('user_tests.user_id', '=', userId))
    .where('tests.campaign_id', '=', enrolment.id)
    .select(['tests.id', 'tests.prerequisites', 'tests.start_date', 'user_tests.status'])
    .orderBy('tests.position')
    .orderBy('tests.id')
    .execute();
  const bounds = campaignBounds(enrolment.date_start?.toISOString() ?? null, enrolment.date_end?.toISOString() ?? null);
  const span = agendaSpan(
    bounds,
    rows.map((row) => row.start_date),
  );
  return {
    tests: rows.map((row) => ({ id: row.id, prerequisites: row.prerequisites, status: row.status ?? 'not attempted' })),
    starts: rows.map((row) => ({ testId: row.id, day: row.start_date })),
    bounds: { ...bounds, daysOff: await daysOffBetween(db, enrolment.company_id, span.from, span.to) },
  };
}

/** The caller's stored agenda, or the campaign's own schedule at version 0 before the first write. */
export async function readStore(db: Kysely<Database>, userId: number, campaignId: number, context: CalendarContext): Promise<CalendarStorage> {
  const row = await db
    .selectFrom('calendar_stores')
    .select(['data', 'version'])
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .executeTakeFirst();
  return row ?? { data: initialStore(context.starts, context.bounds), version: 0 };
}

/**
 * Writes `data` over the store at `expected`, answering the new version, or null when another
 * write got there first. The condition is in the statement itself, so two replicas agree.
 */
export async function writeStore(
  db: Kysely<Database>,
  userId: number,
  campaignId: number,
  data: CalendarStore,
  expected: number,
): Promise<number | null> {
  const json = JSON.stringify(data);
  const version = expected + 1;
  if (expected === 0) {
    const inserted = await db
      .insertInto('calendar_stores')
      .values({ user_id: userId, campaign_id: campaignId, data: json, version })
      .onConflict((conflict) => conflict.columns(['user_id', 'campaign_id']).doNothing())
      .returning('version')
      .executeTakeFirst();
    return inserted ? version : null;
  }
  const updated = await db
    .updateTable('calendar_stores')
    .set({ data: json, version, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('campaign_id', '=', campaignId)
    .where('version', '=', expected)
    .returning('version')
    .executeTakeFirst();
  return updated ? version : null;
}
