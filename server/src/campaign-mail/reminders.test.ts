import { testDatabases } from '../test-harness/databases';
import { appWithRelay, draft, hr, importPeople, mailsOf, people, recipients } from '../test-harness/campaign-mails';

jest.setTimeout(180_000);

describe.each(testDatabases())('reminding those who have not finished, on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target);
  });
  afterAll(() => relay?.close());

  /** Marks the person's tests of the campaign complete, as finishing them would. */
  async function finish(email: string, campaignId: number) {
    const db = relay.t.database.db;
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const tests = await db.selectFrom('tests').select('id').where('campaign_id', '=', campaignId).execute();
    await db
      .insertInto('user_tests')
      .values(tests.map((test) => ({ user_id: user.id, test_id: test.id, status: 'complete', version: 1, data: '{}' })))
      .execute();
  }

  it('counts, then reminds once, only those with a test to finish', async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Remind', { dateStart: '2027-01-11T08:00:00.000Z', dateEnd: '2027-02-26T17:00:00.000Z' });
    await importPeople(t, campaignId, [...people('remind', 3), ['remind-staff@invited.test', 'Staff', 'Member', 'it', '', '', 'assessor', '']]);
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    await sink.count(3);
    await finish('remind-0@invited.test', campaignId);

    expect((await hr(t.app, 'GET', `/campaigns/${campaignId}/remind`)).json()).toEqual({ status: true, count: 2 });
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/remind`)).json()).toEqual({ status: true, queued: 2 });
    // A second click within the minute plans the same mails: nothing more goes.
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/remind`)).json()).toEqual({ status: true, queued: 0 });
    await sink.count(5);
    await new Promise((r) => setTimeout(r, 1_500));

    const reminders = sink.received.filter((r) => r.mail.subject === 'Promemoria: «Remind IT»');
    expect(reminders.flatMap((r) => r.envelopeTo).sort()).toEqual(['remind-1@invited.test', 'remind-2@invited.test']);
    expect(reminders[0]!.mail.text).toContain('ti ricordiamo che in «Remind IT» ti resta un test da completare.');
    expect(reminders[0]!.mail.text).toContain('Hai tempo fino al 26 febbraio 2027.');
    expect(recipients(sink)).not.toContain('remind-staff@invited.test');
    const kinds = (await mailsOf(t, campaignId)).map((row) => `${row.kind}:${row.state}`);
    expect(kinds.sort()).toEqual(['invitation:sent', 'invitation:sent', 'invitation:sent', 'reminder:sent', 'reminder:sent']);
  });

  it('refuses a draft, which has told nobody yet', async () => {
    const { t } = relay;
    const campaignId = await draft(t, 'Draft');
    for (const method of ['GET', 'POST'] as const) {
      const answer = await hr(t.app, method, `/campaigns/${campaignId}/remind`);
      expect([answer.statusCode, answer.json().code]).toEqual([409, 'NOT_ACTIVE']);
    }
  });
  it('sends no reminder to someone who finished between the click and its sending', async () => {
    const { t } = relay;
    const campaignId = await draft(t, 'Finished');
    await importPeople(t, campaignId, people('finished', 1));
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    await relay.sink.count(relay.sink.received.length + 1);
    // The test's own server stops sending (this is the suite's last test); a replica sends later.
    await t.app.campaignMail.stop();
    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/remind`)).json()).toEqual({ status: true, queued: 1 });
    await finish('finished-0@invited.test', campaignId);
    const replica = await t.replica();
    await replica.ready();
    const deadline = Date.now() + 30_000;
    const reminder = async () => (await mailsOf(t, campaignId)).find((row) => row.kind === 'reminder');
    while ((await reminder())?.state !== 'cancelled') {
      if (Date.now() > deadline) throw new Error(`the reminder is ${(await reminder())?.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
