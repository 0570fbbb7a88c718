import type { Kysely, Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/behaviour.md §2.17: the account page names the browser each session was opened in,
 * as it described itself at sign-in. Sessions opened before have none.
 */
export const sessionUserAgent: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('sessions').dropColumn('user_agent').execute();
  },
};
