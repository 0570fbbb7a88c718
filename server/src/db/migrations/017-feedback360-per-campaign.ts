import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * Any campaign may have a 360 (docs/areas/feedback-360.md): the 360 test is a kind of test, at
 * most one per campaign, instead of the one row with id 360. That row, the Leadership
 * Assessment's, becomes its campaign's 360 test and keeps its id, so every stored answer,
 * status and link to it stays as it is.
 */
export const feedback360PerCampaign: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('tests')
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('activity'))
      .execute();
    await sql`alter table tests add constraint tests_kind_check check (kind in ('activity', 'feedback360'))`.execute(db);
    await sql`update tests set kind = 'feedback360' where id = 360`.execute(db);
    await sql`create unique index tests_one_feedback360_per_campaign on tests (campaign_id) where kind = 'feedback360'`.execute(db);
  },
};
