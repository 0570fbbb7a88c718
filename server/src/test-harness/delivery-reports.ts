/* Delivery reports (RFC 3464) as relays send them back, for the suites of mails that come back. */

interface Report {
  /** The Message-ID of the mail the report returns. */
  messageId: string;
  recipient: string;
  action?: 'failed' | 'delayed' | 'delivered';
  status?: string;
  diagnostic?: string;
  /** The returned part: the whole message, or its headers only (as Postfix sends by default). */
  returned?: 'message' | 'headers';
}

function folded(field: string): string[] {
  const at = field.indexOf(' ', 50);
  return at === -1 ? [field] : [field.slice(0, at), `    ${field.slice(at + 1)}`];
}

/** A report as Postfix writes one: a text for people, the delivery status, the returned headers. */
export function deliveryReport({
  messageId,
  recipient,
  action = 'failed',
  status = '5.1.1',
  diagnostic = `smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`,
  returned = 'headers',
}: Report): Buffer {
  const returnedHeaders = [`Message-ID: ${messageId}`, 'From: Skillup <noreply@skillup.test>', `To: ${recipient}`, 'Subject: Invito'];
  const lines = [
    'From: MAILER-DAEMON@relay.test (Mail Delivery System)',
    'To: bounces@skillup.test',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="report-boundary"',
    '',
    '--report-boundary',
    'Content-Type: text/plain; charset=us-ascii',
    '',
    'This is the mail system at host relay.test. I am sorry to have to inform you that your message could not be delivered.',
    '',
    '--report-boundary',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; relay.test',
    'Arrival-Date: Mon, 30 Nov 2026 10:00:00 +0100 (CET)',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    `Original-Recipient: rfc822;${recipient}`,
    `Action: ${action}`,
    `Status: ${status}`,
    // Folded at a space, as relays fold long fields.
    ...folded(`Diagnostic-Code: ${diagnostic}`),
    '',
    '--report-boundary',
    ...(returned === 'headers'
      ? ['Content-Type: text/rfc822-headers', '', ...returnedHeaders]
      : ['Content-Type: message/rfc822', '', ...returnedHeaders, 'Content-Type: text/plain', '', 'Sei invitato.']),
    '',
    '--report-boundary--',
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}
