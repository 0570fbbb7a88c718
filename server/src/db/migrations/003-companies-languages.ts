import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * The company code (Company.companyId of the contract) and the languages list of the
 * generic lists (docs/behaviour.md §7.2). A company inserted without a code gets a random one, so
 * every writer of the table keeps working.
 */
export const companiesAndLanguages: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('companies')
      .addColumn('code', 'text', (c) => c.notNull().defaultTo(sql`'c-' || substr(md5(random()::text), 1, 12)`))
      .execute();
    await db.schema.createIndex('companies_code_key').unique().on('companies').column('code').execute();

    await db.schema
      .createTable('languages')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('lang', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
