import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/** The foreign keys that the anonymisation of a campaign changes the people of. */
const RELINKED = [
  {
    table: 'feedback360_answers',
    name: 'feedback360_answers_relation_fk',
    columns: '(campaign_id, evaluator_id, evaluated_id)',
    target: 'feedback360_relations (campaign_id, evaluator_id, evaluated_id)',
  },
  {
    table: 'feedback360_data',
    name: 'feedback360_data_relation_fk',
    columns: '(campaign_id, evaluator_id, evaluated_id)',
    target: 'feedback360_relations (campaign_id, evaluator_id, evaluated_id)',
  },
  {
    table: 'feedback360_published_raters',
    name: 'feedback360_published_raters_step',
    columns: '(campaign_id, evaluated_id)',
    target: 'feedback360_report_steps (campaign_id, evaluated_id)',
  },
  {
    table: 'feedback360_published_answers',
    name: 'feedback360_published_answers_rater',
    columns: '(campaign_id, evaluated_id, evaluator_id)',
    target: 'feedback360_published_raters (campaign_id, evaluated_id, evaluator_id)',
  },
];

/**
 * docs/security.md, "Retention": when a campaign closed, how long after it its people are
 * unlinked from its data and the campaign deleted. A trigger dates the close however the
 * campaign got there (the console, the seed, an import). The 360 tables follow a change of
 * rater or evaluated person, which the unlinking makes.
 */
export const campaignRetention: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('campaigns')
      .addColumn('closed_at', 'timestamptz')
      .addColumn('anonymised_at', 'timestamptz')
      .addColumn('anonymise_after_days', 'integer', (c) => c.notNull().defaultTo(365))
      .addColumn('delete_after_days', 'integer', (c) => c.notNull().defaultTo(730))
      .execute();
    await sql`alter table campaigns add constraint campaigns_retention_check
      check (anonymise_after_days between 1 and 36500 and delete_after_days between anonymise_after_days and 36500)`.execute(db);
    // Campaigns closed before today count from today: nothing already closed goes at once.
    await sql`update campaigns set closed_at = now() where state = 'CLOSED'`.execute(db);
    await sql`create function campaigns_date_close() returns trigger language plpgsql as $$
      begin
        if new.state = 'CLOSED' and new.closed_at is null then new.closed_at := now(); end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger campaigns_date_close before insert or update of state on campaigns
      for each row execute function campaigns_date_close()`.execute(db);
    await sql`create index campaigns_closed_idx on campaigns (closed_at) where state = 'CLOSED'`.execute(db);
    for (const fk of RELINKED) {
      await sql.raw(`alter table ${fk.table} drop constraint ${fk.name}`).execute(db);
      await sql
        .raw(
          `alter table ${fk.table} add constraint ${fk.name} foreign key ${fk.columns} references ${fk.target} on delete cascade on update cascade`,
        )
        .execute(db);
    }
  },
  async down(db: AnyDb) {
    await sql`drop trigger campaigns_date_close on campaigns`.execute(db);
    await sql`drop function campaigns_date_close()`.execute(db);
    await db.schema
      .alterTable('campaigns')
      .dropColumn('closed_at')
      .dropColumn('anonymised_at')
      .dropColumn('anonymise_after_days')
      .dropColumn('delete_after_days')
      .execute();
  },
};
