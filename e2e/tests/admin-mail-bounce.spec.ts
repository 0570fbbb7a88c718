import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { expect, test as base } from '../support/test';
import { addCampaignTest, createCampaign, importPeople, IN_BASKET_TEST, launchCampaign, openConsole, PEOPLE_CSV_HEADER } from '../support/admin';
import type { AppServer } from '../support/freshApp';

/*
 * docs/jobs.md, "Mails that come back": an invitation the relay took comes back days later as a
 * delivery report; operations pass it on, and HR finds the invitation failed, with the recipient
 * server's reason, on the campaign's grid. A server of its own whose mails go to a real SMTP
 * server of this spec's, so that the invitation has the Message-ID its recipient would see.
 */

interface Relay {
  app: AppServer;
  /** Every mail the relay took, as it came. */
  received: string[];
}

const test = base.extend<object, { relay: Relay }>({
  relay: [
    async ({}, use) => {
      const received: string[] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, done) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push(Buffer.concat(chunks).toString('utf8'));
            done();
          });
        },
      });
      await new Promise<void>((listening) => smtp.listen(0, '127.0.0.1', listening));
      const { port } = smtp.server.address() as AddressInfo;
      const { startAppServer } = await import('../../scripts/app-server.mjs');
      const app = await startAppServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
      await use({ app, received });
      await app.stop();
      await new Promise<void>((closed) => smtp.close(closed));
    },
    { scope: 'worker', timeout: Number(process.env.SKILLUP_START_TIMEOUT_MS ?? 60_000) + 60_000 },
  ],
  baseURL: async ({ relay }, use) => use(relay.app.url),
});

const PERSON = 'nessuno.qui@bounce.skillup.test';

/** A delivery report as Postfix writes one (RFC 3464) for the mail `messageId` to PERSON. */
const deliveryReport = (messageId: string) =>
  [
    'From: MAILER-DAEMON@relay.skillup.test (Mail Delivery System)',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain',
    '',
    'Your message could not be delivered.',
    '--b',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; relay.skillup.test',
    '',
    `Final-Recipient: rfc822; ${PERSON}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${PERSON}>: Recipient address rejected: User unknown`,
    '',
    '--b',
    'Content-Type: text/rfc822-headers',
    '',
    `Message-ID: ${messageId}`,
    `To: ${PERSON}`,
    '--b--',
    '',
  ].join('\r\n');

test('an invitation that comes back as a delivery report shows on HR’s grid as failed, with the reason', async ({ page, relay, axe }) => {
  const hr = await openConsole(page, { width: 1280, height: 900 });
  const campaign = await createCampaign(page, `Rimbalzo ${Date.now()}`);
  await addCampaignTest(page, campaign.id, IN_BASKET_TEST);
  await importPeople(page, campaign.id, `${PEOPLE_CSV_HEADER}\n${PERSON},Nessuno,Qui,it,,,participant\n`);
  await launchCampaign(page, campaign.id);

  // The relay takes the invitation: it was sent, as far as anyone can tell yet.
  await expect.poll(() => relay.received.filter((mail) => mail.includes(PERSON)).length, { timeout: 45_000 }).toBe(1);
  const invitation = relay.received.find((mail) => mail.includes(PERSON))!;
  const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(invitation)![1]!;

  const token = readFileSync(join(relay.app.dataDir, 'ops-token'), 'utf8').trim();
  const passed = await page.request.post('/api/admin/mail-bounces', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'message/rfc822' },
    data: Buffer.from(deliveryReport(messageId)),
  });
  expect(passed.status(), await passed.text()).toBe(200);
  expect(await passed.json()).toMatchObject({ status: true, state: 'failed' });

  await page.goto(`/admin/campaigns/${campaign.id}/progress`);
  const row = hr
    .getByRole('table', { name: /Avanzamento dei partecipanti/ })
    .getByRole('row')
    .filter({ hasText: PERSON });
  await expect(row).toContainText('Invito non recapitato');
  await expect(row).toContainText(
    `Motivo: returned by the recipient's mail server: 5.1.1 smtp; 550 5.1.1 <${PERSON}>: Recipient address rejected: User unknown`,
  );
  await axe.check();
});
