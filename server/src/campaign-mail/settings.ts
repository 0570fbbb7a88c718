export interface MailWorkerOptions {
  /** Mails handed to the relay at once by this process. */
  batchSize: number;
  /** The wait before the first retry, doubled at each one after. */
  retryDelaySeconds: number;
  /** Tries in all before a mail the relay keeps refusing for now ends failed. */
  maxAttempts: number;
  pollSeconds: number;
  /** How often this process looks for reminders of the campaigns' schedules, and automatic approvals of nominations, whose time has come. */
  reminderTickSeconds: number;
}

export const DEFAULT_MAIL_WORKER: MailWorkerOptions = {
  batchSize: 20,
  retryDelaySeconds: 60,
  maxAttempts: 5,
  pollSeconds: 2,
  reminderTickSeconds: 300,
};
