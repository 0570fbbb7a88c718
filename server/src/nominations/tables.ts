import type { ColumnType, Generated, Kysely } from 'kysely';
import type { NominationAction, NominationMode, NominationStatus } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';

/* The nomination tables (migration 027-nominations), typed beside the code that alone uses them. */

type Moment = ColumnType<Date, Date | string | undefined, Date | string>;

export interface NominationSettingsTable {
  campaign_id: number;
  mode: NominationMode;
  min_peers: number;
  max_peers: number;
  min_direct_reports: number;
  max_direct_reports: number;
  min_others: number;
  max_others: number;
  deadline: ColumnType<Date | null, Date | string | null, Date | string | null>;
  auto_approve_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  load_warning: number;
}

export interface NominationsTable {
  id: Generated<number>;
  campaign_id: number;
  evaluated_id: number;
  nominee_id: number;
  /** 1 peers, 4 direct reports, 5 others (RELATION_OF_GROUP). */
  relation_type: number;
  status: ColumnType<NominationStatus, NominationStatus | undefined, NominationStatus>;
  reason: string | null;
  replaces: number | null;
  created_at: Moment;
  decided_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NominationSubmissionsTable {
  campaign_id: number;
  user_id: number;
  submitted_at: Moment;
}

export interface NominationEventsTable {
  id: Generated<number>;
  campaign_id: number;
  at: Moment;
  actor_id: number | null;
  action: NominationAction;
  evaluated_id: number | null;
  nominee_id: number | null;
  relation_type: number | null;
  reason: string | null;
}

type NominationTables = {
  nomination_settings: NominationSettingsTable;
  nominations: NominationsTable;
  nomination_submissions: NominationSubmissionsTable;
  nomination_events: NominationEventsTable;
};

export type NominationsDb = Kysely<Database & NominationTables>;

/** The database with the nomination tables, kept beside the feature rather than in the shared schema. */
export const nominationsDb = (db: Kysely<Database>): NominationsDb => db.withTables<NominationTables>();
