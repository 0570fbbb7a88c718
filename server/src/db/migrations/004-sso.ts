import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

export const sso: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('sso_providers')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('client_secret', 'text', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('email_claim', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // A sign-in in progress: what the callback must check, kept here so any replica can finish it.
    await db.schema
      .createTable('sso_flows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider_id', 'integer', (c) => c.notNull().references('sso_providers.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('code_verifier', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sso_flows_expires_at').on('sso_flows').column('expires_at').execute();
  },
};
