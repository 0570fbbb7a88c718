import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * What the HR console needs (docs/areas/admin.md): a campaign that is prepared before anyone
 * sees it (DRAFT) and whose reports are released as a step of its own; the team and manager
 * of each person, as an import brings them; people who have answers are deactivated instead
 * of deleted; every reset of a participant's test is kept with its reason.
 */
export const hrConsole: Migration = {
  async up(db: AnyDb) {
    await sql`update campaigns set state = 'ACTIVE' where state not in ('DRAFT', 'ACTIVE', 'CLOSED')`.execute(db);
    await sql`alter table campaigns add constraint campaigns_state_check check (state in ('DRAFT', 'ACTIVE', 'CLOSED'))`.execute(db);
    await db.schema.alterTable('campaigns').addColumn('reports_released_at', 'timestamptz').execute();

    await db.schema
      .alterTable('users')
      .addColumn('team', 'text')
      .addColumn('manager_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
      .execute();
    await db.schema.createIndex('users_company_team_idx').on('users').columns(['company_id', 'team']).execute();
    await db.schema.createIndex('users_manager_idx').on('users').column('manager_id').execute();

    await db.schema
      .createTable('test_resets')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('reset_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('test_resets_user_idx').on('test_resets').columns(['user_id', 'test_id']).execute();
  },
};
