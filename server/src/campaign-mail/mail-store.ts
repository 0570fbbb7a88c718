import { sql } from 'kysely';
import type { CampaignMailRow, MailsDb } from './mails-table';

/** The mail, now sending, unless another worker has it or it is no longer waiting. Committed before the relay is called. */
export const claimMail = (db: MailsDb, mailId: number): Promise<CampaignMailRow | undefined> =>
  db
    .updateTable('campaign_mails')
    .set((eb) => ({ state: 'sending', claimed_at: sql`now()`, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', mailId)
    .where('state', '=', 'queued')
    .returningAll()
    .executeTakeFirst();

export const markSent = (db: MailsDb, mailId: number, messageId: string) =>
  db
    .updateTable('campaign_mails')
    .set({ state: 'sent', sent_at: sql`now()`, message_id: messageId, error: null })
    .where('id', '=', mailId)
    .execute();

export const markFailed = (db: MailsDb, mailId: number, error: string) =>
  db.updateTable('campaign_mails').set({ state: 'failed', error }).where('id', '=', mailId).execute();

export const markCancelled = (db: MailsDb, mailId: number) =>
  db.updateTable('campaign_mails').set({ state: 'cancelled' }).where('id', '=', mailId).execute();

/** Waiting again, after a failure the relay may get over. */
export const markRetrying = (db: MailsDb, mailId: number, error: string) =>
  db.updateTable('campaign_mails').set({ state: 'queued', error }).where('id', '=', mailId).execute();

/** A mail is sent well within this, or its server stopped in the middle. */
export const SENDING_FOR_AT_MOST_MINUTES = 10;

/**
 * Mails whose server stopped while handing them to the relay: whether they went is unknown,
 * and sending again could send twice, so they end failed, for HR to see.
 */
export const failAbandoned = (db: MailsDb) =>
  db
    .updateTable('campaign_mails')
    .set({ state: 'failed', error: 'the server stopped while sending it: it may or may not have gone, and is not sent again' })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', sql<Date>`now() - make_interval(mins => ${SENDING_FOR_AT_MOST_MINUTES})`)
    .execute();

/** The reason a bounce leaves on its mail is the report's, cut to what the grid can show. */
const BOUNCE_REASON_CHARS = 500;

/**
 * The sent mail a delivery report returns, now failed with the report's reason. A second
 * report of the same mail changes nothing and answers the mail as it is; undefined when no
 * campaign mail has that Message-ID.
 */
export async function recordBounce(db: MailsDb, messageId: string, reason: string): Promise<Pick<CampaignMailRow, 'id' | 'state'> | undefined> {
  const error = `returned by the recipient's mail server: ${reason}`.slice(0, BOUNCE_REASON_CHARS);
  const bounced = await db
    .updateTable('campaign_mails')
    .set({ state: 'failed', error })
    .where('message_id', '=', messageId)
    .where('state', '=', 'sent')
    .returning(['id', 'state'])
    .executeTakeFirst();
  return bounced ?? db.selectFrom('campaign_mails').select(['id', 'state']).where('message_id', '=', messageId).executeTakeFirst();
}
