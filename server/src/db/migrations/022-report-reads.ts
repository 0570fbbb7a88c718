import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/report.md, "Who read whose report": every read of a person's report, kept as long
 * as the report (gone with the person or the campaign), and the people whose reports a zip of
 * a campaign holds, so that downloading it records a read of each.
 */
export const reportReads: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_reads')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('reader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reader_kind', 'text', (c) => c.notNull().check(sql`reader_kind in ('self', 'staff', 'operations')`))
      .addColumn('reader_name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('page', 'pdf', 'hrPdf', 'run', 'bulkZip', 'export')`))
      .addColumn('address', 'text')
      .addColumn('read_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('report_reads_person').on('report_reads').columns(['person_id', 'read_at']).execute();
    await db.schema.createIndex('report_reads_company').on('report_reads').columns(['company_id', 'read_at']).execute();
    await db.schema
      .createTable('report_bulk_job_people')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('report_bulk_jobs.id').onDelete('cascade'))
      .addColumn('person_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('report_bulk_job_people_pk', ['job_id', 'person_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('report_bulk_job_people').execute();
    await db.schema.dropTable('report_reads').execute();
  },
};
