import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/** The campaigns the product let download early (with one test complete) before this became a flag. */
const EARLY_DOWNLOAD_CAMPAIGNS = [1562, 1711, 1712, 1713];

/**
 * The individual report (docs/areas/report.md): a campaign's competency model (areas, skills,
 * markers), the evidence that feeds each marker, the report config and the report list.
 */
export const report: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_areas')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      // The area's number in the model: areas 6, 7 and 9 stay out of the radar and the area detail.
      .addColumn('code', 'integer', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('feedback', 'jsonb', (c) => c.notNull())
      .addUniqueConstraint('report_areas_code_unique', ['campaign_id', 'code'])
      .execute();

    await db.schema
      .createTable('report_skills')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('area_id', 'integer', (c) => c.notNull().references('report_areas.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_skills_area_idx').on('report_skills').column('area_id').execute();

    await db.schema
      .createTable('report_markers')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('skill_id', 'integer', (c) => c.notNull().references('report_skills.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('feedback', 'jsonb', (c) => c.notNull())
      .addColumn('dev_suggestion', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('report_markers_skill_idx').on('report_markers').column('skill_id').execute();

    await db.schema
      .createTable('report_evidence')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('marker_id', 'integer', (c) => c.notNull().references('report_markers.id').onDelete('cascade'))
      .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('outcome_name', 'text', (c) => c.notNull())
      .addCheckConstraint('report_evidence_source_check', sql`source in ('outcome', 'rating')`)
      .execute();
    await db.schema.createIndex('report_evidence_marker_idx').on('report_evidence').column('marker_id').execute();

    await db.schema
      .createTable('report_configs')
      .addColumn('campaign_id', 'integer', (c) => c.primaryKey().references('campaigns.id').onDelete('cascade'))
      .addColumn('can_assessed_download', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();

    // No foreign key: the ids come from the product's history and may name campaigns imported later.
    await db.schema
      .createTable('report_early_download')
      .addColumn('campaign_id', 'integer', (c) => c.primaryKey())
      .execute();
    await db
      .insertInto('report_early_download')
      .values(EARLY_DOWNLOAD_CAMPAIGNS.map((campaign_id) => ({ campaign_id })))
      .execute();

    await db.schema
      .createTable('jasper_reports')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('name', 'jsonb', (c) => c.notNull())
      .addColumn('visible_to_assessors_only', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema.createIndex('jasper_reports_campaign_idx').on('jasper_reports').column('campaign_id').execute();
  },
};
