import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { ReportBulkJob, ReportBulkState } from '@skillup/shared/api/contract';
import type { Database } from '../../db/schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 011-report-bulk-jobs. */
export interface ReportBulkJobsTable {
  id: Generated<number>;
  campaign_id: number;
  requested_by: number;
  /** The language of the reports: the requester's. */
  lang: string;
  state: ColumnType<ReportBulkState, ReportBulkState | undefined, ReportBulkState>;
  total: Generated<number>;
  done: Generated<number>;
  /** How many times a worker claimed the job: a job that keeps killing its worker stops. */
  attempts: Generated<number>;
  /** The zip's name in the jobs folder, once built. */
  file_name: string | null;
  error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  /** Written by the worker as it goes; a running job whose heartbeat stops is claimed again. */
  heartbeat_at: Timestamp | null;
  finished_at: Timestamp | null;
  expires_at: Timestamp | null;
}

export type ReportBulkJobRow = Selectable<ReportBulkJobsTable>;
export type BulkDb = Kysely<Database & { report_bulk_jobs: ReportBulkJobsTable }>;

/** The database with the jobs table, kept beside the feature rather than in the shared schema. */
export const bulkDb = (db: Kysely<Database>): BulkDb => db.withTables<{ report_bulk_jobs: ReportBulkJobsTable }>();

export const toJob = (row: ReportBulkJobRow): ReportBulkJob => ({
  id: row.id,
  campaignId: row.campaign_id,
  state: row.state,
  total: row.total,
  done: row.done,
  createdAt: new Date(row.created_at).toISOString(),
  finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
});
