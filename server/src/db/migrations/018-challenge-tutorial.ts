import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/challenge.md, "The tutorial": a row per participant and challenge campaign whose
 * tutorial they have seen, so it stays seen in every browser. No row: not seen yet.
 */
export const challengeTutorial: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('challenge_tutorials')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('challenge_tutorials_pk', ['user_id', 'campaign_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('challenge_tutorials').execute();
  },
};
