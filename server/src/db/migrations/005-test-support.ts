import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/behaviour.md §6 and §7.5: per-field versions of a run, outcomes (own and given by assessors),
 * assessors' samples and server-side timers.
 */
export const testSupport: Migration = {
  async up(db: AnyDb) {
    // Null means "as old as `version`": rows written before these columns existed, or by
    // writers that only know `version`, keep answering with the version they were given.
    await db.schema.alterTable('user_tests').addColumn('status_version', 'integer').addColumn('data_version', 'integer').execute();

    await db.schema
      .createTable('samples')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('assessor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('assessed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.references('tests.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('samples_scope_check', sql`test_id is not null or campaign_id is not null`)
      .addCheckConstraint('samples_not_self_check', sql`assessor_id <> assessed_id`)
      .execute();
    await sql`create unique index samples_unique_idx on samples
      (assessor_id, assessed_id, coalesce(test_id, 0), coalesce(campaign_id, 0))`.execute(db);
    await db.schema.createIndex('samples_company_idx').on('samples').column('company_id').execute();

    await db.schema
      .createTable('test_outcomes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('outcomes', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('test_outcomes_pk', ['user_id', 'test_id'])
      .execute();

    await db.schema
      .createTable('assessor_outcomes')
      .addColumn('assessor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('assessed_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('outcomes', 'jsonb', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('assessor_outcomes_pk', ['assessor_id', 'assessed_id', 'test_id'])
      .execute();

    await db.schema
      .createTable('test_timers')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('deadline', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('test_timers_pk', ['user_id', 'test_id'])
      .execute();
  },
};
