import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/calendar.md: each participant's own agenda of a calendar campaign. `version` grows
 * by one on every write, so a write based on an older read is refused instead of winning.
 */
export const calendarStorage: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('calendar_stores')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('data', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('calendar_stores_pk', ['user_id', 'campaign_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('calendar_stores').execute();
  },
};
