import { testDatabases } from '../test-harness/databases';
import { deliveryReport } from '../test-harness/delivery-reports';
import { OPS } from '../test-harness/people-files';
import { appWithRelay, draft, hr, importPeople, mailsOf, people } from '../test-harness/campaign-mails';
import type { TestApp } from '../test-harness/test-app';

jest.setTimeout(120_000);

const pass = (t: TestApp, report: Buffer | string, headers: Record<string, string> = OPS, contentType = 'message/rfc822') =>
  t.app.inject({ method: 'POST', url: '/api/admin/mail-bounces', headers: { ...headers, 'content-type': contentType }, payload: report });

describe.each(testDatabases())('mails that come back, on $name (docs/jobs.md)', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target);
  });
  afterAll(() => relay?.close());

  it("fails the invitation a relay's report returns, once, with the report's reason, and HR sees it on the grid", async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Bounce');
    await importPeople(t, campaignId, people('bounce', 2));
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`)).statusCode).toBe(200);
    await sink.count(2);
    await new Promise((r) => setTimeout(r, 1_000));
    const [first, second] = await mailsOf(t, campaignId);
    expect([first?.state, second?.state]).toEqual(['sent', 'sent']);
    // The Message-ID the recipients' servers saw, and will name in their reports, is the one kept.
    const received = sink.received.find((r) => r.envelopeTo[0] === 'bounce-0@invited.test')!.mail;
    const bounced = [first, second].find((row) => row!.message_id === received.messageId)!;

    const report = deliveryReport({ messageId: received.messageId!, recipient: 'bounce-0@invited.test' });
    const answer = await pass(t, report);
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: true, mailId: bounced.id, state: 'failed' }]);
    const error =
      "returned by the recipient's mail server: 5.1.1 smtp; 550 5.1.1 <bounce-0@invited.test>: Recipient address rejected: User unknown in virtual mailbox table";
    const grid = (await hr(t.app, 'GET', `/campaigns/${campaignId}/progress`)).json();
    const lastMail = (email: string) => grid.rows.find((p: { email: string }) => p.email === email).lastMail;
    expect(lastMail('bounce-0@invited.test')).toMatchObject({ kind: 'invitation', state: 'failed', error });
    expect(lastMail('bounce-1@invited.test')).toMatchObject({ kind: 'invitation', state: 'sent', error: null });

    // The same report again, as a relay may send it twice: the mail is as it was.
    const again = await pass(t, report);
    expect([again.statusCode, again.json()]).toEqual([200, { status: true, mailId: bounced.id, state: 'failed' }]);
    const rows = await mailsOf(t, campaignId);
    expect(rows.find((row) => row.id === bounced.id)).toMatchObject({ state: 'failed', error, sent_at: bounced.sent_at });
  });

  it('leaves the mail as it is for a report that the delivery is only delayed, and for a mail that is no report', async () => {
    const delayed = await pass(
      relay.t,
      deliveryReport({ messageId: '<late@skillup.test>', recipient: 'x@invited.test', action: 'delayed', status: '4.4.1' }),
    );
    expect([delayed.statusCode, delayed.json().code]).toEqual([422, 'NOT_A_BOUNCE']);
    const plain = await pass(relay.t, 'From: someone@else.test\r\nSubject: hello\r\n\r\nJust a mail.\r\n');
    expect([plain.statusCode, plain.json().code]).toEqual([422, 'NOT_A_BOUNCE']);
  });

  it('says so when no campaign mail has the Message-ID the report names', async () => {
    const answer = await pass(relay.t, deliveryReport({ messageId: '<never-sent@skillup.test>', recipient: 'x@invited.test' }));
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'MAIL_NOT_FOUND']);
  });

  it('takes the report as it came (message/rfc822) and from operations only', async () => {
    const report = deliveryReport({ messageId: '<any@skillup.test>', recipient: 'x@invited.test' });
    const asJson = await pass(relay.t, JSON.stringify({ report: report.toString() }), OPS, 'application/json');
    expect([asJson.statusCode, asJson.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const admin = await pass(relay.t, report, { cookie: await relay.t.login('admin') });
    expect([admin.statusCode, admin.json().code]).toEqual([403, 'FORBIDDEN']);
    const nobody = await pass(relay.t, report, {});
    expect(nobody.statusCode).toBe(401);
    const huge = await pass(relay.t, Buffer.alloc(1024 * 1024 + 1, 'a'));
    expect(huge.statusCode).toBe(413);
  });
});
