import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/deploy.md, "Replicas": the operations token the server processes generated, one row
 * that the first to start writes and every other adopts, so that the CLI's token is taken by
 * whichever replica answers.
 */
export const opsToken: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('ops_token')
      .addColumn('id', 'smallint', (c) =>
        c
          .primaryKey()
          .defaultTo(1)
          .check(sql`id = 1`),
      )
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('ops_token').execute();
  },
};
