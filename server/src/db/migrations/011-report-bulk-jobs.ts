import { sql, type Kysely, type Migration } from 'kysely';

/* Migrations see the database as it was when they were written, not today's typed schema. */
type AnyDb = Kysely<any>;

/**
 * Jobs that build all reports of a campaign as one zip (docs/areas/report.md). Kept in the
 * database so that a job outlives the process that was building it.
 */
export const reportBulkJobs: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('report_bulk_jobs')
      .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('campaign_id', 'integer', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
      .addColumn('requested_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('lang', 'varchar(8)', (c) => c.notNull())
      .addColumn('state', 'varchar(8)', (c) => c.notNull().defaultTo('queued'))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('file_name', 'text')
      .addColumn('error', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('heartbeat_at', 'timestamptz')
      .addColumn('finished_at', 'timestamptz')
      .addColumn('expires_at', 'timestamptz')
      .addCheckConstraint('report_bulk_jobs_state_check', sql`state in ('queued', 'running', 'done', 'failed', 'expired')`)
      .execute();
    await db.schema.createIndex('report_bulk_jobs_campaign_idx').on('report_bulk_jobs').columns(['campaign_id', 'id']).execute();
    // One job under way per campaign: a second request answers the first job.
    await db.schema
      .createIndex('report_bulk_jobs_one_pending_idx')
      .on('report_bulk_jobs')
      .column('campaign_id')
      .unique()
      .where(sql.ref('state'), 'in', ['queued', 'running'])
      .execute();
    await db.schema.createIndex('report_bulk_jobs_state_idx').on('report_bulk_jobs').columns(['state', 'id']).execute();
  },
};
