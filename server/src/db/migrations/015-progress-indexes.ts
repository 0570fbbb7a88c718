import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * What the HR console's progress grid needs (docs/areas/admin.md, "Progress"): the people and
 * the runs of one campaign found without reading every enrolment and every run of the database
 * (both keys start with the user), and the date a test was first saved, which `updated_at`
 * (the last save) cannot tell.
 *
 * The first save is stamped by a trigger, so every way a run is written (the queue's calls,
 * the beacon, the 360) records it without each knowing. Runs saved before this migration
 * keep it null: their first save was never recorded.
 */
export const progressIndexes: Migration = {
  async up(db: AnyDb) {
    await db.schema.createIndex('user_campaigns_campaign_idx').on('user_campaigns').columns(['campaign_id', 'user_id']).execute();
    await db.schema.createIndex('user_tests_test_idx').on('user_tests').columns(['test_id', 'user_id']).execute();

    await db.schema.alterTable('user_tests').addColumn('first_saved_at', 'timestamptz').execute();
    await sql`
      create function user_tests_first_saved() returns trigger language plpgsql as $$
      begin
        if new.first_saved_at is null and (new.status <> 'not attempted' or new.data is not null) then
          new.first_saved_at := now();
        end if;
        return new;
      end
      $$`.execute(db);
    await sql`
      create trigger user_tests_first_saved before insert or update on user_tests
      for each row execute function user_tests_first_saved()`.execute(db);
  },
};
