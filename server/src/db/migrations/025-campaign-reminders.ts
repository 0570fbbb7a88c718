import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/** docs/jobs.md, "Campaign mails": reminders join the invitations. */
export const campaignReminders: Migration = {
  async up(db: AnyDb) {
    await sql`alter table campaign_mails drop constraint campaign_mails_kind_check,
      add constraint campaign_mails_kind_check check (kind in ('invitation', 'reminder'))`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`delete from campaign_mails where kind = 'reminder'`.execute(db);
    await sql`alter table campaign_mails drop constraint campaign_mails_kind_check,
      add constraint campaign_mails_kind_check check (kind in ('invitation'))`.execute(db);
  },
};
