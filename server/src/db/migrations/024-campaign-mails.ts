import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/jobs.md, "Campaign mails": every mail sent to a person about a campaign, one row per
 * person, kind and planned time (which is what makes it go at most once), and what became of
 * it. An invitation's link is a password token that lives days rather than an hour, and a new
 * invitation revokes the previous one, hence the purpose of each token.
 */
export const campaignMails: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('campaign_mails')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('invitation')`))
      .addColumn('planned_at', 'timestamptz', (c) => c.notNull())
      .addColumn('state', 'text', (c) =>
        c
          .notNull()
          .defaultTo('queued')
          .check(sql`state in ('queued', 'sending', 'sent', 'failed', 'cancelled')`),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'timestamptz')
      .addColumn('sent_at', 'timestamptz')
      .addColumn('message_id', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('campaign_mails_once', ['campaign_id', 'user_id', 'kind', 'planned_at'])
      .execute();
    await db.schema.createIndex('campaign_mails_person').on('campaign_mails').columns(['user_id', 'campaign_id']).execute();
    // The planned time of the invitations: a person added to an open campaign is invited as
    // of its launch, so that being added twice plans the same mail.
    await db.schema.alterTable('campaigns').addColumn('launched_at', 'timestamptz').execute();
    await db.schema
      .alterTable('password_reset_tokens')
      .addColumn('purpose', 'text', (c) =>
        c
          .notNull()
          .defaultTo('reset')
          .check(sql`purpose in ('reset', 'invitation')`),
      )
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('password_reset_tokens').dropColumn('purpose').execute();
    await db.schema.alterTable('campaigns').dropColumn('launched_at').execute();
    await db.schema.dropTable('campaign_mails').execute();
  },
};
