import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/jobs.md, "Mails that come back": a delivery report names the mail it returns by its
 * Message-ID, which is looked up among every campaign's mails.
 */
export const mailMessageIds: Migration = {
  async up(db: AnyDb) {
    await sql`create index campaign_mails_message_id on campaign_mails (message_id) where message_id is not null`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`drop index campaign_mails_message_id`.execute(db);
  },
};
