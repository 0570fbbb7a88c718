import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * Reset tokens leave the users table: only their hashes are kept, each with an expiry and
 * single use. A user who must renew the password is flagged instead. Failed attempts are
 * counted in the database so that every server replica sees the same count.
 */
export const passwordReset: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('users')
      .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.updateTable('users').set({ must_change_password: true }).where('password_reset_token', 'is not', null).execute();
    await db.schema.alterTable('users').dropColumn('password_reset_token').execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('password_reset_tokens_user_idx').on('password_reset_tokens').column('user_id').execute();

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
  },
};
