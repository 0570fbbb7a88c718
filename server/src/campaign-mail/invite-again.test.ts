import { paths } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { appWithRelay, draft, hr, importPeople, linkIn, mailsOf, people, recipients } from '../test-harness/campaign-mails';
import type { TestApp } from '../test-harness/test-app';

jest.setTimeout(180_000);

describe.each(testDatabases())('inviting one person again, on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target);
  });
  afterAll(() => relay?.close());

  const idOf = async (t: TestApp, email: string) =>
    (await t.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const inviteAgain = async (t: TestApp, campaignId: number, email: string) =>
    hr(t.app, 'POST', `/campaigns/${campaignId}/participants/${await idOf(t, email)}/invite`);
  const mailsTo = (email: string) => relay.sink.received.filter((r) => r.envelopeTo[0] === email).map((r) => r.mail);
  /** The token of a mail's link to choose the password. */
  const tokenIn = (text: string) => {
    const path = new URL(linkIn(text)!).pathname;
    expect(path).toMatch(/^\/new_password\/[^/]+\/[^/]+$/);
    return decodeURIComponent(path.split('/')[2]!);
  };
  const auth = (t: TestApp, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api${url}`, payload });
  const choosePassword = (t: TestApp, email: string, token: string) =>
    auth(t, paths.resetPassword, { email, token, password: 'Invitata-2027!x', password_confirmation: 'Invitata-2027!x' });

  /** An open campaign with these people, their invitations sent. */
  async function launched(name: string, rows: string[][], invited: number) {
    const { t, sink } = relay;
    const campaignId = await draft(t, name);
    await importPeople(t, campaignId, rows);
    const before = sink.received.length;
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`)).statusCode).toBe(200);
    await sink.count(before + invited);
    return campaignId;
  }

  it('sends the invitation once more, whose link replaces the first; a second click within the minute sends nothing more', async () => {
    const { t, sink } = relay;
    const campaignId = await launched('Again', people('again', 2), 2);
    const [first] = mailsTo('again-0@invited.test');
    const oldToken = tokenIn(first!.text!);
    const check = async (token: string) => (await auth(t, paths.checkToken, { email: 'again-0@invited.test', token })).json().data;
    expect(await check(oldToken)).toEqual({ status: true, username: 'again-0@invited.test' });

    const before = sink.received.length;
    expect((await inviteAgain(t, campaignId, 'again-0@invited.test')).json()).toEqual({ status: true, queued: 1 });
    expect((await inviteAgain(t, campaignId, 'again-0@invited.test')).json()).toEqual({ status: true, queued: 0 });
    await sink.count(before + 1);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sink.received).toHaveLength(before + 1);
    expect(recipients(sink).filter((to) => to.startsWith('again-'))).toHaveLength(3);

    const again = mailsTo('again-0@invited.test');
    expect(again).toHaveLength(2);
    expect(again[1]!.subject).toBe('Sei invitato a «Again IT»');
    expect(again[1]!.text).toContain('Il link è valido per 7 giorni.');
    const newToken = tokenIn(again[1]!.text!);
    expect(newToken).not.toBe(oldToken);

    // The first link no longer works; the new one chooses the password.
    expect((await check(oldToken)).code).toBe('INVALID_TOKEN');
    const refused = await choosePassword(t, 'again-0@invited.test', oldToken);
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'INVALID_TOKEN']);
    expect((await choosePassword(t, 'again-0@invited.test', newToken)).statusCode).toBe(200);
    const login = await auth(t, paths.login, { username: 'again-0@invited.test', password: 'Invitata-2027!x' });
    expect(login.statusCode).toBe(200);

    const userId = await idOf(t, 'again-0@invited.test');
    const rows = (await mailsOf(t, campaignId)).filter((row) => row.user_id === userId);
    expect(rows.map((row) => `${row.kind}:${row.state}`)).toEqual(['invitation:sent', 'invitation:sent']);
    const grid = (await hr(t.app, 'GET', `/campaigns/${campaignId}/progress`)).json();
    const row = grid.rows.find((p: { email: string }) => p.email === 'again-0@invited.test');
    expect(row.lastMail).toEqual({ kind: 'invitation', state: 'sent', at: rows[1]!.sent_at!.toISOString(), error: null });
  });

  it('sends someone who has chosen a password the sign-in page, not a link that sets another', async () => {
    const { t, sink } = relay;
    const campaignId = await launched('Signed', people('signed', 1), 1);
    const [first] = mailsTo('signed-0@invited.test');
    expect((await choosePassword(t, 'signed-0@invited.test', tokenIn(first!.text!))).statusCode).toBe(200);

    const before = sink.received.length;
    expect((await inviteAgain(t, campaignId, 'signed-0@invited.test')).json()).toEqual({ status: true, queued: 1 });
    await sink.count(before + 1);
    const again = mailsTo('signed-0@invited.test')[1]!;
    expect(again.subject).toBe('Sei invitato a «Signed IT»');
    expect(linkIn(again.text!)).toBe('http://app.test/login');
    expect(again.text).not.toContain('new_password');
    expect(again.text).not.toContain('Il link è valido');
  });

  it('refuses a campaign that is not open', async () => {
    const { t } = relay;
    const drafted = await draft(t, 'Drafted');
    await importPeople(t, drafted, people('drafted', 1));
    const notYet = await inviteAgain(t, drafted, 'drafted-0@invited.test');
    expect([notYet.statusCode, notYet.json().code]).toEqual([409, 'NOT_ACTIVE']);

    const closed = await launched('Closed', people('closed', 1), 1);
    expect((await hr(t.app, 'POST', `/campaigns/${closed}/close`)).statusCode).toBe(200);
    const over = await inviteAgain(t, closed, 'closed-0@invited.test');
    expect([over.statusCode, over.json().code]).toEqual([409, 'NOT_ACTIVE']);
    expect((await mailsOf(t, drafted)).length + (await mailsOf(t, closed)).length).toBe(1);
  });

  it('does not find someone its mails do not reach: unknown, of another campaign, staff, removed', async () => {
    const { t } = relay;
    const campaignId = await launched(
      'Reach',
      [...people('reach', 2), ['reach-staff@invited.test', 'Staff', 'Member', 'it', '', '', 'assessor', '']],
      2,
    );
    await launched('Elsewhere', people('elsewhere', 1), 1);
    await t.database.db.updateTable('users').set({ active: false }).where('email', '=', 'reach-1@invited.test').execute();

    const unknown = await hr(t.app, 'POST', `/campaigns/${campaignId}/participants/2000000000/invite`);
    const answers = [
      unknown,
      await inviteAgain(t, campaignId, 'elsewhere-0@invited.test'),
      await inviteAgain(t, campaignId, 'reach-staff@invited.test'),
      await inviteAgain(t, campaignId, 'reach-1@invited.test'),
    ];
    expect(answers.map((answer) => [answer.statusCode, answer.json().code])).toEqual(Array(4).fill([404, 'PARTICIPANT_NOT_FOUND']));
    expect(await mailsOf(t, campaignId)).toHaveLength(2);
  });
});
