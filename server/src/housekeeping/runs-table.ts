import type { ColumnType, Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Migration 021-housekeeping: the last UTC day each daily job ran. */
export interface HousekeepingRunsTable {
  name: string;
  /** Written as SQL (the database's day), read back as text: no time zone of this process between. */
  last_day: ColumnType<string, unknown, unknown>;
  ran_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type HousekeepingDb = Kysely<Database & { housekeeping_runs: HousekeepingRunsTable }>;

/** The database with the runs table, kept beside the feature rather than in the shared schema. */
export const housekeepingDb = (db: Kysely<Database> | Transaction<Database>): HousekeepingDb =>
  db.withTables<{ housekeeping_runs: HousekeepingRunsTable }>();
