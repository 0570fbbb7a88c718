import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { CampaignMailKind, CampaignMailState } from '@skillup/shared/api/contract';
import type { Database } from '../db/schema';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 024-campaign-mails. */
export interface CampaignMailsTable {
  id: Generated<number>;
  campaign_id: number;
  user_id: number;
  kind: CampaignMailKind;
  /** With the person and the kind, what makes a mail go at most once. */
  planned_at: Timestamp;
  state: ColumnType<CampaignMailState, CampaignMailState | undefined, CampaignMailState>;
  attempts: Generated<number>;
  /** When a worker last took it to send: a mail left sending long after is one whose server stopped. */
  claimed_at: Timestamp | null;
  sent_at: Timestamp | null;
  /** The relay's Message-ID, or the outbox file when there is no relay. */
  message_id: string | null;
  error: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export type CampaignMailRow = Selectable<CampaignMailsTable>;
export type MailsDb = Kysely<Database & { campaign_mails: CampaignMailsTable }>;

/** The database with the mails' table, kept beside the feature rather than in the shared schema. */
export const mailsDb = (db: Kysely<Database>): MailsDb => db.withTables<{ campaign_mails: CampaignMailsTable }>();
