import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/security.md, "Client logs": the daily housekeeping jobs note here the last UTC day each
 * one ran, so that of all the server processes on the database one alone does a day's work.
 * The index lets the retention of client logs delete the old rows without reading the others.
 */
export const housekeeping: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('housekeeping_runs')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('last_day', 'date', (c) => c.notNull())
      .addColumn('ran_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('logs_created_at_idx').on('logs').column('created_at').execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('logs_created_at_idx').execute();
    await db.schema.dropTable('housekeeping_runs').execute();
  },
};
