import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/report.md, "Steps of the 360 part": once a participant's 360 part has been shown,
 * it is computed from the evaluations published at its last step, kept here, and not from the
 * live ones, which may differ from it by a single rater.
 */
export const feedback360ReportSteps: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('feedback360_report_steps')
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('evaluated_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('stepped_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('feedback360_report_steps_pk', ['campaign_id', 'evaluated_id'])
      .execute();
    await db.schema
      .createTable('feedback360_published_raters')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('evaluated_id', 'integer', (c) => c.notNull())
      .addColumn('evaluator_id', 'integer', (c) => c.notNull())
      .addColumn('relation_type', 'integer', (c) => c.notNull())
      .addColumn('answers_version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('feedback360_published_raters_pk', ['campaign_id', 'evaluated_id', 'evaluator_id'])
      .addForeignKeyConstraint(
        'feedback360_published_raters_step',
        ['campaign_id', 'evaluated_id'],
        'feedback360_report_steps',
        ['campaign_id', 'evaluated_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema
      .createTable('feedback360_published_answers')
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('evaluated_id', 'integer', (c) => c.notNull())
      .addColumn('evaluator_id', 'integer', (c) => c.notNull())
      .addColumn('question_id', 'integer', (c) => c.notNull())
      .addColumn('value', 'integer')
      .addColumn('text_value', 'text')
      .addPrimaryKeyConstraint('feedback360_published_answers_pk', ['campaign_id', 'evaluated_id', 'evaluator_id', 'question_id'])
      .addForeignKeyConstraint(
        'feedback360_published_answers_rater',
        ['campaign_id', 'evaluated_id', 'evaluator_id'],
        'feedback360_published_raters',
        ['campaign_id', 'evaluated_id', 'evaluator_id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('feedback360_published_answers').execute();
    await db.schema.dropTable('feedback360_published_raters').execute();
    await db.schema.dropTable('feedback360_report_steps').execute();
  },
};
