import type { DatabaseHandle } from '../db/connection';
import { INVITATION_PAGE } from './launch-invitations';

export interface MailWorkerOptions {
  /** Mails this process takes from the job queue at a time. */
  batchSize: number;
  /**
   * Mails of a batch in hand at once, each begun after a turn of the event loop, so that the
   * requests that came in meanwhile are read between mails (docs/jobs.md, "Benchmark").
   */
  mailsAtOnce: number;
  /** The wait before the first retry, doubled at each one after. */
  retryDelaySeconds: number;
  /** People whose invitations a transaction plans (launch-invitations.ts). */
  invitationPage: number;
  /** Tries in all before a mail the relay keeps refusing for now ends failed. */
  maxAttempts: number;
  pollSeconds: number;
  /** How often this process looks for reminders of the campaigns' schedules, and automatic approvals of nominations, whose time has come. */
  reminderTickSeconds: number;
}

const DEFAULT_MAIL_WORKER: MailWorkerOptions = {
  batchSize: 20,
  mailsAtOnce: 20,
  invitationPage: INVITATION_PAGE,
  retryDelaySeconds: 60,
  maxAttempts: 5,
  pollSeconds: 2,
  reminderTickSeconds: 300,
};

/**
 * The worker's settings on a database. PGlite runs every query in the process's one thread: its
 * mails go one at a time, a turn of the event loop between them, since side by side they held
 * every request for a fifth of a second at each batch, and its invitations are planned 50 people
 * to a transaction, which holds the one session (docs/jobs.md, "Benchmark"). On PostgreSQL,
 * whose queries go over sockets, a batch's mails overlap their round trips.
 */
export const mailWorkerOn = (databaseKind: DatabaseHandle['kind']): MailWorkerOptions =>
  databaseKind === 'pglite' ? { ...DEFAULT_MAIL_WORKER, mailsAtOnce: 1, invitationPage: 50 } : DEFAULT_MAIL_WORKER;
