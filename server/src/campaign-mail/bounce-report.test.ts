import { deliveryReport } from '../test-harness/delivery-reports';
import { readBounce } from './bounce-report';

const messageId = '<0b7e1f4a-1c2d-4e5f-8a9b-0c1d2e3f4a5b@skillup.test>';
const recipient = 'nessuno@invited.test';

describe('readBounce (docs/jobs.md, "Mails that come back")', () => {
  it('reads the returned mail and why from a report with its headers, folded fields unfolded', async () => {
    expect(await readBounce(deliveryReport({ messageId, recipient }))).toEqual({
      messageId,
      reason: `5.1.1 smtp; 550 5.1.1 <${recipient}>: Recipient address rejected: User unknown in virtual mailbox table`,
    });
  });

  it('reads a report that returns the whole message', async () => {
    expect(
      await readBounce(deliveryReport({ messageId, recipient, returned: 'message', status: '5.2.2', diagnostic: 'smtp; 552 mailbox full' })),
    ).toEqual({
      messageId,
      reason: '5.2.2 smtp; 552 mailbox full',
    });
  });

  it('is no bounce when the delivery is only delayed, or went through', async () => {
    expect(await readBounce(deliveryReport({ messageId, recipient, action: 'delayed', status: '4.4.1' }))).toBeNull();
    expect(await readBounce(deliveryReport({ messageId, recipient, action: 'delivered', status: '2.0.0' }))).toBeNull();
  });

  it('is no bounce when the mail is no delivery report, or returns nothing to tell which mail it was', async () => {
    expect(await readBounce(Buffer.from('From: someone@else.test\r\nSubject: hello\r\n\r\nJust a mail.\r\n'))).toBeNull();
    expect(await readBounce(Buffer.from('not a mail at all'))).toBeNull();
    const withoutId = deliveryReport({ messageId, recipient }).toString().replace(`Message-ID: ${messageId}\r\n`, '');
    expect(await readBounce(Buffer.from(withoutId))).toBeNull();
  });
});
