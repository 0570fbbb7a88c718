import type { ColumnType, Generated, Kysely } from 'kysely';
import type { ReportReaderKind, ReportReadKind } from '@skillup/shared/api/contract';
import type { Database } from '../../db/schema';

/** Migration 022-report-reads. */
export interface ReportReadsTable {
  id: Generated<number>;
  company_id: number;
  campaign_id: number;
  /** Whose report was read. */
  person_id: number;
  /** Null for operations tools, or once the reader's account is gone; the name stays. */
  reader_id: number | null;
  reader_kind: ReportReaderKind;
  reader_name: string;
  kind: ReportReadKind;
  address: string | null;
  read_at: ColumnType<Date, Date | string | undefined, never>;
}

/** The people whose reports a built zip holds. */
export interface ReportBulkJobPeopleTable {
  job_id: number;
  person_id: number;
}

type ReadsTables = { report_reads: ReportReadsTable; report_bulk_job_people: ReportBulkJobPeopleTable };
export type ReadsDb = Kysely<Database & ReadsTables>;

/** The database with the log's tables, kept beside the feature rather than in the shared schema. */
export const readsDb = (db: Kysely<Database>): ReadsDb => db.withTables<ReadsTables>();
