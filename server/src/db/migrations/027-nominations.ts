import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/feedback-360.md, "Nominations": a 360 campaign's rules for who proposes the raters,
 * the proposals themselves, each participant's submission, and the trail of every change. An
 * approved nomination becomes an ordinary row of feedback360_relations, so the questionnaire,
 * the progress and the report read raters as they always have. Relation type 5 is the group
 * "others" (neither peer, manager nor direct report): its answers count only in the report's
 * pooled figure of all raters.
 */
export const nominations: Migration = {
  async up(db: AnyDb) {
    await db
      .insertInto('feedback360_relation_types')
      .values({ id: 5, label: JSON.stringify({ it: 'Altro', en: 'Other', es: 'Otro' }) })
      .execute();
    await db.schema
      .createTable('nomination_settings')
      .addColumn('campaign_id', 'integer', (c) => c.primaryKey().references('campaigns.id').onDelete('cascade'))
      .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('hr', 'manager', 'auto')`))
      .addColumn('min_peers', 'integer', (c) => c.notNull())
      .addColumn('max_peers', 'integer', (c) => c.notNull())
      .addColumn('min_direct_reports', 'integer', (c) => c.notNull())
      .addColumn('max_direct_reports', 'integer', (c) => c.notNull())
      .addColumn('min_others', 'integer', (c) => c.notNull())
      .addColumn('max_others', 'integer', (c) => c.notNull())
      .addColumn('deadline', 'timestamptz')
      .addColumn('auto_approve_at', 'timestamptz')
      .addColumn('load_warning', 'integer', (c) => c.notNull().defaultTo(5))
      .addCheckConstraint(
        'nomination_settings_limits_check',
        sql`0 <= min_peers and min_peers <= max_peers and 0 <= min_direct_reports and min_direct_reports <= max_direct_reports
          and 0 <= min_others and min_others <= max_others`,
      )
      .execute();
    await db.schema
      .createTable('nominations')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('evaluated_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('nominee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('relation_type', 'integer', (c) => c.notNull().references('feedback360_relation_types.id'))
      .addColumn('status', 'text', (c) =>
        c
          .notNull()
          .defaultTo('pending')
          .check(sql`status in ('pending', 'approved', 'denied', 'declined')`),
      )
      .addColumn('reason', 'text')
      .addColumn('replaces', 'integer', (c) => c.references('nominations.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('decided_at', 'timestamptz')
      .addCheckConstraint('nominations_not_self_check', sql`evaluated_id <> nominee_id`)
      .addCheckConstraint('nominations_group_check', sql`relation_type in (1, 4, 5)`)
      .execute();
    // A person is nominated once by the same participant, unless that nomination was denied or declined.
    await sql`create unique index nominations_once on nominations (campaign_id, evaluated_id, nominee_id)
      where status in ('pending', 'approved')`.execute(db);
    await db.schema.createIndex('nominations_nominee').on('nominations').columns(['campaign_id', 'nominee_id']).execute();
    await db.schema
      .createTable('nomination_submissions')
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('submitted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('nomination_submissions_pk', ['campaign_id', 'user_id'])
      .execute();
    // Entries name people by id: an erased person's entries stay, naming nobody.
    await db.schema
      .createTable('nomination_events')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) =>
        c.notNull().check(sql`action in ('nominated', 'removed', 'submitted', 'approved', 'denied', 'declined', 'settings')`),
      )
      .addColumn('evaluated_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('nominee_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('relation_type', 'integer')
      .addColumn('reason', 'text')
      .execute();
    await db.schema.createIndex('nomination_events_campaign').on('nomination_events').columns(['campaign_id', 'id']).execute();
    await sql`alter table campaign_mails drop constraint campaign_mails_kind_check,
      add constraint campaign_mails_kind_check check (kind in ('invitation', 'reminder', 'rater', 'declined'))`.execute(db);
  },
  async down(db: AnyDb) {
    await sql`delete from campaign_mails where kind in ('rater', 'declined')`.execute(db);
    await sql`alter table campaign_mails drop constraint campaign_mails_kind_check,
      add constraint campaign_mails_kind_check check (kind in ('invitation', 'reminder'))`.execute(db);
    await db.schema.dropTable('nomination_events').execute();
    await db.schema.dropTable('nomination_submissions').execute();
    await db.schema.dropTable('nominations').execute();
    await db.schema.dropTable('nomination_settings').execute();
    await sql`delete from feedback360_relations where relation_type = 5`.execute(db);
    await sql`delete from feedback360_relation_types where id = 5`.execute(db);
  },
};
