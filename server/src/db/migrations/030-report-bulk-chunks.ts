import type { Kysely, Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * docs/areas/report.md, "Download of all reports": a built zip kept in the database in pieces
 * of a mebibyte, so that any server process serves its download and its expiry removes it for
 * all, rather than a file on the disk of the process that built it.
 */
export const reportBulkChunks: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_bulk_chunks')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('report_bulk_jobs.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('data', 'bytea', (c) => c.notNull())
      .addPrimaryKeyConstraint('report_bulk_chunks_pkey', ['job_id', 'seq'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('report_bulk_chunks').execute();
  },
};
