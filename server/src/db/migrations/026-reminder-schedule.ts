import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/jobs.md, "Reminder schedule": the days before its end a campaign reminds on, and the time
 * zones whose 09:00 they go at. Campaigns made before have none, so no mail starts going to
 * people nobody told about it; the console gives new ones the default schedule.
 */
export const reminderSchedule: Migration = {
  async up(db: AnyDb) {
    await sql`alter table campaigns add column reminder_days integer[] not null default '{}'`.execute(db);
    await sql`alter table users add column time_zone text`.execute(db);
    await sql`alter table companies add column time_zone text`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table campaigns drop column reminder_days`.execute(db);
    await sql`alter table users drop column time_zone`.execute(db);
    await sql`alter table companies drop column time_zone`.execute(db);
  },
};
