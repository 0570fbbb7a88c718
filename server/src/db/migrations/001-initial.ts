import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

export const initial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('companies')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('logo', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('email', 'text', (c) =>
        c
          .notNull()
          .unique()
          .check(sql`email = lower(email)`),
      )
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('first_name', 'text', (c) => c.notNull())
      .addColumn('last_name', 'text', (c) => c.notNull())
      .addColumn('gender', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('privacy', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('lang', 'text')
      .addColumn('has_sso', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('password_reset_token', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('campaigns')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('theme', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('languages', 'jsonb', (c) => c.notNull())
      .addColumn('privacy_agreement', 'text')
      .addColumn('on_complete_text', 'jsonb')
      .addColumn('no_report_text', 'jsonb')
      .addColumn('date_start', 'timestamptz')
      .addColumn('date_end', 'timestamptz')
      .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('is360', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('self_evaluation', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('report_status', 'text', (c) => c.notNull().defaultTo('INCOMPLETE'))
      .addColumn('range_360_num', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('logo', 'text')
      .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();

    await db.schema
      .createTable('user_campaigns')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('lang', 'text')
      .addColumn('access_date', 'timestamptz')
      .addColumn('state', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
      .addPrimaryKeyConstraint('user_campaigns_pk', ['user_id', 'campaign_id'])
      .execute();

    await db.schema
      .createTable('tests')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('description', 'jsonb', (c) => c.notNull())
      .addColumn('instructions', 'jsonb', (c) => c.notNull())
      .addColumn('abbreviation', 'text')
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('img', 'text')
      .addColumn('repeatable', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('legacy', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('has_timer', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('exit_message', 'jsonb')
      .addColumn('start_date', 'text')
      .addColumn('prerequisites', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .addColumn('duration', 'integer')
      .addColumn('color', 'text')
      .addColumn('json_data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema.createIndex('tests_campaign_idx').on('tests').columns(['campaign_id', 'position']).execute();

    await db.schema
      .createTable('user_tests')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('not attempted'))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('data', 'text')
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('user_tests_pk', ['user_id', 'test_id'])
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.references('campaigns.id').onDelete('set null'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('logs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('remote_versions')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('remote_versions_pk', ['remote', 'version'])
      .execute();

    await db.schema
      .createTable('remote_defaults')
      .addColumn('remote', 'text', (c) => c.primaryKey())
      .addColumn('version', 'text', (c) => c.notNull())
      .addForeignKeyConstraint('remote_defaults_version_fk', ['remote', 'version'], 'remote_versions', ['remote', 'version'])
      .execute();

    await db.schema
      .createTable('remote_pins')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('version', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_pins_pk', ['remote', 'campaign_id'])
      .addForeignKeyConstraint('remote_pins_version_fk', ['remote', 'version'], 'remote_versions', ['remote', 'version'])
      .execute();
  },
};
