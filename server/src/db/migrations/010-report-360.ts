import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * The 360 part of the report (docs/areas/report.md, "The 360 part"): which closed questions of
 * the 360 feed which skill of the campaign's model, and the campaign's anonymity thresholds and
 * gap rule in its report config.
 */
export const report360: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_skill_questions')
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('report_skills.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (c) => c.notNull().references('feedback360_questions.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('report_skill_questions_pk', ['skill_id', 'question_id'])
      .execute();
    await db.schema.createIndex('report_skill_questions_question_idx').on('report_skill_questions').column('question_id').execute();

    const thresholds: [string, number][] = [
      ['threshold_self', 1],
      ['threshold_manager', 1],
      ['threshold_peers', 3],
      ['threshold_direct_reports', 3],
      ['threshold_others', 3],
      ['threshold_comments', 3],
      ['gap_min_others', 3],
    ];
    for (const [column, value] of thresholds) {
      await db.schema
        .alterTable('report_configs')
        .addColumn(column, 'integer', (c) =>
          c
            .notNull()
            .defaultTo(value)
            .check(sql`${sql.ref(column)} >= 1`),
        )
        .execute();
    }
    // Tenths of a point on the 1–5 scale, so the boundary compares exactly: 10 is a gap of 1.0.
    await db.schema
      .alterTable('report_configs')
      .addColumn('gap_tenths', 'integer', (c) =>
        c
          .notNull()
          .defaultTo(10)
          .check(sql`gap_tenths between 1 and 40`),
      )
      .execute();
  },
};
