import { simpleParser } from 'mailparser';

/** A mail that came back for good: which one (its Message-ID) and why, in the report's words. */
export interface Bounce {
  messageId: string;
  reason: string;
}

/** The report keeps its machine-readable part apart from the text meant for people. */
const AS_PARTS = { keepDeliveryStatus: true } as const;

/** A block of `Field: value` lines (folded lines included), read as a mail's headers are. */
async function fieldsOf(block: string): Promise<Map<string, unknown>> {
  return (await simpleParser(`${block.trim()}\r\n\r\n`)).headers;
}

/** A field's value on one line: relays fold long ones and indent what follows. */
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/**
 * What a delivery status notification (RFC 3464: a `multipart/report` with a
 * `message/delivery-status` part, and the returned message or its headers) says of a message
 * that failed for good: null for any other mail, a report that a delivery is only delayed or
 * succeeded included (docs/jobs.md, "Mails that come back").
 */
export async function readBounce(raw: Buffer): Promise<Bounce | null> {
  const report = await simpleParser(raw, AS_PARTS);
  const status = report.attachments.find((part) => part.contentType === 'message/delivery-status');
  const returned = report.attachments.find((part) => part.contentType === 'message/rfc822' || part.contentType === 'text/rfc822-headers');
  if (!status || !returned) return null;

  // The first block is about the report itself; one block follows per recipient.
  const [, ...recipientBlocks] = status.content.toString('utf8').split(/\r?\n[ \t]*\r?\n/);
  const recipients = await Promise.all(recipientBlocks.filter((block) => block.trim() !== '').map(fieldsOf));
  const failed = recipients.find((fields) => text(fields.get('action')).toLowerCase() === 'failed');
  if (!failed) return null;

  const messageId = (await simpleParser(returned.content)).messageId;
  if (!messageId) return null;
  const reason = [text(failed.get('status')), text(failed.get('diagnostic-code'))].filter(Boolean).join(' ');
  return { messageId, reason: reason || 'no reason given' };
}
