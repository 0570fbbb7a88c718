import type { NextCampaignMail } from '@skillup/shared/api/contract';
import { sql, type Kysely } from 'kysely';
import type PgBoss from 'pg-boss';
import { knownTimeZone } from '../auth/time-zone';
import type { Database } from '../db/schema';
import { audienceOf } from './audience';
import { mailsDb } from './mails-table';
import { pendingTests } from './pending-tests';
import { planMails } from './plan-mails';
import { reminderTimes } from './reminder-schedule';

const HOUR = 3_600_000;
/** How late a reminder still goes when no server was running at its time; later it is skipped. */
export const CATCH_UP_MS = 12 * HOUR;
/** A reminder is skipped when the person had a mail of the campaign this shortly before it. */
export const QUIET_MS = 12 * HOUR;

interface Schedule {
  campaignId: number;
  dateEnd: Date;
  daysBefore: number[];
  companyZone: string | null;
}

/** The open campaigns with an end still to come and reminder days: those whose schedule runs. */
async function schedules(db: Kysely<Database>, now: Date, campaignId?: number): Promise<Schedule[]> {
  let query = db
    .selectFrom('campaigns as c')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .where('c.state', '=', 'ACTIVE')
    .where('c.date_end', '>', now)
    .where(sql<number>`cardinality(c.reminder_days)`, '>', 0)
    .select(['c.id', 'c.date_end', 'c.reminder_days', 'co.time_zone']);
  if (campaignId !== undefined) query = query.where('c.id', '=', campaignId);
  const rows = await query.execute();
  return rows.map((row) => ({
    campaignId: row.id,
    dateEnd: new Date(row.date_end as Date),
    daysBefore: row.reminder_days,
    companyZone: knownTimeZone(row.time_zone),
  }));
}

interface Recipient {
  userId: number;
  times: Date[];
  /** The latest mail of the campaign planned for them, before which nothing is due. */
  lastPlanned: Date | null;
}

/**
 * The people of a schedule with a test left, each with their reminder times in their zone (the
 * one their browser gave, else the company's, else `fallbackZone`) and their latest mail.
 */
async function recipients(db: Kysely<Database>, schedule: Schedule, fallbackZone: string, userIds?: number[]): Promise<Recipient[]> {
  const pending = await pendingTests(db, schedule.campaignId, userIds);
  if (pending.size === 0) return [];
  const ids = [...pending.keys()];
  const mails = mailsDb(db);
  const [zones, latest] = await Promise.all([
    audienceOf(mails, schedule.campaignId).where('u.id', 'in', ids).select(['u.id', 'u.time_zone']).execute(),
    mails
      .selectFrom('campaign_mails')
      .where('campaign_id', '=', schedule.campaignId)
      .where('user_id', 'in', ids)
      .groupBy('user_id')
      .select((eb) => ['user_id', eb.fn.max('planned_at').as('planned_at')])
      .execute(),
  ]);
  const lastPlanned = new Map(latest.map((row) => [row.user_id, new Date(row.planned_at)]));
  const timesIn = new Map<string, Date[]>();
  return zones.map((person) => {
    const zone = knownTimeZone(person.time_zone) ?? schedule.companyZone ?? fallbackZone;
    let times = timesIn.get(zone);
    if (!times) {
      times = reminderTimes(schedule.dateEnd, schedule.daysBefore, zone);
      timesIn.set(zone, times);
    }
    return { userId: person.id, times, lastPlanned: lastPlanned.get(person.id) ?? null };
  });
}

/** A time of the schedule that the person's latest mail does not make redundant. */
const stillDue = (time: Date, lastPlanned: Date | null) => !lastPlanned || lastPlanned.getTime() < time.getTime() - QUIET_MS;

/** The reminder due for a person at `now`: the latest time passed, if not longer ago than the catch-up. */
function dueTime({ times, lastPlanned }: Recipient, now: Date): Date | null {
  const passed = times.filter((time) => time.getTime() <= now.getTime());
  const latest = passed[passed.length - 1];
  if (!latest || latest.getTime() <= now.getTime() - CATCH_UP_MS) return null;
  return stillDue(latest, lastPlanned) ? latest : null;
}

/**
 * Plans the reminders of every campaign's schedule whose time has come (docs/jobs.md, "Reminder
 * schedule"), one transaction per campaign. Each is planned at its scheduled time, so servers
 * doing this together, or again after a restart, plan each mail once. Answers how many were new.
 */
export async function planDueReminders(db: Kysely<Database>, jobs: PgBoss, now: Date, fallbackZone: string): Promise<number> {
  let planned = 0;
  for (const schedule of await schedules(db, now)) {
    planned += await db.transaction().execute(async (trx) => {
      const due = (await recipients(trx, schedule, fallbackZone)).flatMap((person) => {
        const plannedAt = dueTime(person, now);
        return plannedAt ? [{ campaignId: schedule.campaignId, userId: person.userId, kind: 'reminder' as const, plannedAt }] : [];
      });
      return planMails(trx, jobs, due, { due: true });
    });
  }
  return planned;
}

/** The next reminder of the campaign's schedule to each of these people who will get one. */
export async function nextRemindersOf(
  db: Kysely<Database>,
  campaignId: number,
  userIds: number[],
  now: Date,
  fallbackZone: string,
): Promise<Map<number, NextCampaignMail>> {
  const [schedule] = await schedules(db, now, campaignId);
  if (!schedule || userIds.length === 0) return new Map();
  const next = new Map<number, NextCampaignMail>();
  for (const person of await recipients(db, schedule, fallbackZone, userIds)) {
    const time = person.times.find((t) => t.getTime() > now.getTime() && stillDue(t, person.lastPlanned));
    if (time) next.set(person.userId, { kind: 'reminder', at: time.toISOString() });
  }
  return next;
}
