import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/jobs.md, "Reminder schedule": the zone the browser gave when a sign-in through the
 * company's provider started, kept with the flow until the provider sends the browser back.
 */
export const ssoFlowTimeZone: Migration = {
  async up(db: AnyDb) {
    await sql`alter table sso_flows add column time_zone text`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`alter table sso_flows drop column time_zone`.execute(db);
  },
};
