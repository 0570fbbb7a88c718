import { paths } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { INVITATIONS_QUEUE, planInvitations } from './launch-invitations';
import { failAbandoned } from './mail-store';
import { mailsDb } from './mails-table';
import { appWithRelay, draft, hr, importPeople, linkIn, mailsOf, people, recipients } from '../test-harness/campaign-mails';

jest.setTimeout(180_000);

describe.each(testDatabases())('invitations to a campaign on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  beforeAll(async () => {
    relay = await appWithRelay(target);
  });
  afterAll(() => relay?.close());

  it('invites each participant once at the launch, in their language, with a link that chooses their password', async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Launch');
    await importPeople(t, campaignId, [...people('launch', 3, 'it'), ...people('launch-en', 1, 'en')]);
    expect(await mailsOf(t, campaignId)).toEqual([]);

    expect((await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`)).statusCode).toBe(200);
    await sink.count(4);
    await new Promise((r) => setTimeout(r, 1_500));
    expect(recipients(sink).sort()).toEqual(['launch-0@invited.test', 'launch-1@invited.test', 'launch-2@invited.test', 'launch-en-0@invited.test']);

    const italian = sink.received.find((r) => r.envelopeTo[0] === 'launch-0@invited.test')!.mail;
    expect(italian.subject).toBe('Sei invitato a «Launch IT»');
    expect(italian.text).toContain('Demo S.p.A. ti invita a partecipare a «Launch IT».');
    expect(italian.text).toContain('Puoi partecipare dal 11 gennaio 2027 al 26 febbraio 2027.');
    expect(italian.text).toContain('Il link è valido per 7 giorni.');
    const english = sink.received.find((r) => r.envelopeTo[0] === 'launch-en-0@invited.test')!.mail;
    expect(english.subject).toBe('You are invited to “Launch EN”');
    expect(english.text).toContain('You can take part from January 11th, 2027 to February 26th, 2027.');

    const rows = await mailsOf(t, campaignId);
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.kind === 'invitation' && row.state === 'sent' && row.attempts === 1 && row.message_id)).toBe(true);
    const grid = (await hr(t.app, 'GET', `/campaigns/${campaignId}/progress`)).json();
    const row = grid.rows.find((p: { email: string }) => p.email === 'launch-0@invited.test');
    expect(row.lastMail).toEqual({ kind: 'invitation', state: 'sent', at: rows[0]!.sent_at!.toISOString(), error: null });

    // A link scanner that runs the page checks the token as the page does: that does not spend it.
    const path = new URL(linkIn(italian.text!)!).pathname;
    expect(path).toMatch(/^\/new_password\/[^/]+\/launch-0%40invited\.test$/);
    const [, , token] = path.split('/');
    for (const visit of ['the scanner', 'the person']) {
      const check = await t.app.inject({
        method: 'POST',
        url: `/api${paths.checkToken}`,
        payload: { email: 'launch-0@invited.test', token: decodeURIComponent(token!) },
      });
      expect([visit, check.json()]).toEqual([visit, { data: { status: true, username: 'launch-0@invited.test' } }]);
    }
    const password = 'Invitata-2027!x';
    const chosen = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'launch-0@invited.test', token: decodeURIComponent(token!), password, password_confirmation: password },
    });
    expect(chosen.statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'launch-0@invited.test', password } });
    expect(login.statusCode).toBe(200);
  });

  it('invites a person added to the open campaign, once however often they are added; staff get none', async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Later');
    await importPeople(t, campaignId, people('later', 1));
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    await sink.count(sink.received.length + 1);
    await importPeople(t, campaignId, [...people('later', 2), ['later-staff@invited.test', 'Staff', 'Member', 'it', '', '', 'assessor', '']]);
    const added = await hr(t.app, 'POST', `/campaigns/${campaignId}/participants`, {
      email: 'later-1@invited.test',
      firstName: 'Nome1',
      lastName: 'Cognome1',
    });
    expect(added.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 3_000));
    const rows = await mailsOf(t, campaignId);
    expect(rows).toHaveLength(2);
    expect(
      recipients(sink)
        .filter((to) => to.startsWith('later-'))
        .sort(),
    ).toEqual(['later-0@invited.test', 'later-1@invited.test']);
  });

  it('ends failed, never sent again, a mail whose server stopped while handing it over', async () => {
    const { t } = relay;
    const campaignId = await draft(t, 'Abandoned');
    await importPeople(t, campaignId, people('abandoned', 2));
    const users = await t.database.db.selectFrom('users').select('id').where('email', 'like', 'abandoned-%').orderBy('email').execute();
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await mailsDb(t.database.db)
      .insertInto('campaign_mails')
      .values(
        [20, 5].map((minutes, i) => ({
          campaign_id: campaignId,
          user_id: users[i]!.id,
          kind: 'invitation' as const,
          planned_at: minutesAgo(minutes + 1),
          state: 'sending' as const,
          attempts: 1,
          claimed_at: minutesAgo(minutes),
        })),
      )
      .execute();
    await failAbandoned(mailsDb(t.database.db));
    const rows = await mailsOf(t, campaignId);
    expect(rows.map((row) => row.state)).toEqual(['failed', 'sending']);
    expect(rows[0]!.error).toContain('may or may not have gone');
  });

  it('sends nothing to a person who left before their invitation went', async () => {
    const { t } = relay;
    const campaignId = await draft(t, 'Leaving');
    await importPeople(t, campaignId, people('leaving', 1));
    // The test's own server stops sending (this is the suite's last test); a replica sends later.
    await t.app.campaignMail.stop();
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    // Planned, as the launch's job would, before the person leaves.
    expect(await planInvitations(t.database.db, t.app.jobs, campaignId)).toBe(1);
    await t.database.db.updateTable('users').set({ active: false }).where('email', '=', 'leaving-0@invited.test').execute();
    const replica = await t.replica();
    await replica.ready();
    const deadline = Date.now() + 30_000;
    while ((await mailsOf(t, campaignId))[0]?.state !== 'cancelled') {
      if (Date.now() > deadline) throw new Error(`the invitation is ${(await mailsOf(t, campaignId))[0]?.state}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(relay.sink.received.flatMap((r) => r.envelopeTo)).not.toContain('leaving-0@invited.test');
  });
});

describe.each(testDatabases())('invitations a relay refuses on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  const refusedOnce = new Set<string>();
  beforeAll(async () => {
    relay = await appWithRelay(target, {
      refuse: (address) => {
        if (address.startsWith('bounce-')) return { code: 550, message: 'No such user here' };
        if (address.startsWith('busy-') && !refusedOnce.has(address)) {
          refusedOnce.add(address);
          return { code: 451, message: 'Try again later' };
        }
        return null;
      },
    });
  });
  afterAll(() => relay?.close());

  it('records a refused address as failed without holding up the rest, and tries a busy relay again', async () => {
    const { t, sink } = relay;
    const campaignId = await draft(t, 'Refusals');
    await importPeople(t, campaignId, [...people('fine', 3), ...people('bounce', 1), ...people('busy', 1)]);
    await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
    await sink.count(4);
    const deadline = Date.now() + 30_000;
    let rows = await mailsOf(t, campaignId);
    while (rows.some((row) => row.state === 'queued' || row.state === 'sending')) {
      if (Date.now() > deadline) throw new Error('the mails did not settle');
      await new Promise((r) => setTimeout(r, 200));
      rows = await mailsOf(t, campaignId);
    }
    const emailOf = new Map(
      (await t.database.db.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@invited.test').execute()).map((u) => [
        u.id,
        u.email,
      ]),
    );
    const byEmail = Object.fromEntries(rows.map((row) => [emailOf.get(row.user_id), row]));
    expect(byEmail['bounce-0@invited.test']).toMatchObject({ state: 'failed', attempts: 1 });
    expect(byEmail['bounce-0@invited.test']!.error).toContain('No such user here');
    expect(byEmail['busy-0@invited.test']).toMatchObject({ state: 'sent', attempts: 2 });
    expect(byEmail['fine-0@invited.test']).toMatchObject({ state: 'sent', attempts: 1 });
    expect(recipients(sink).sort()).toEqual(['busy-0@invited.test', 'fine-0@invited.test', 'fine-1@invited.test', 'fine-2@invited.test']);
  });
});

const postgres = testDatabases().find((target) => target.name === 'postgres');
(postgres ? describe : describe.skip)('invitations with two server processes on one PostgreSQL', () => {
  it('sends 200 invitations once each, and a server stopped in the middle of the batch leaves nothing sent twice', async () => {
    const relay = await appWithRelay(postgres!, { delayMs: 10 });
    const { t, sink } = relay;
    try {
      const campaignId = await draft(t, 'Kickoff');
      await importPeople(t, campaignId, people('kickoff', 200));
      // Two other servers share the queue; the test's own stands aside, then one of them stops mid-batch.
      await t.app.campaignMail.stop();
      const first = await t.replica();
      const second = await t.replica();
      await Promise.all([first.ready(), second.ready()]);
      await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
      await sink.count(40);
      await first.close();
      const third = await t.replica();
      await third.ready();
      await sink.count(200, 120_000);
      await new Promise((r) => setTimeout(r, 2_000));
      const sent = recipients(sink).filter((to) => to.startsWith('kickoff-'));
      expect(sent).toHaveLength(200);
      expect(new Set(sent).size).toBe(200);
      const rows = await mailsOf(t, campaignId);
      expect(rows).toHaveLength(200);
      expect(rows.every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await relay.close();
    }
  });
  it('plans a launch of 250 from two servers at once after a planner stopped past its first page: each of the 250 is invited once', async () => {
    const relay = await appWithRelay(postgres!);
    const { t, sink } = relay;
    try {
      const campaignId = await draft(t, 'Planned');
      await importPeople(t, campaignId, people('planned', 250));
      await t.app.campaignMail.stop();
      await hr(t.app, 'POST', `/campaigns/${campaignId}/launch`);
      // A planner that dies once its first page has committed: those 100 are planned, the rest not.
      const crash = new Error('the process died');
      await expect(
        planInvitations(t.database.db, t.app.jobs, campaignId, {
          limit: 100,
          planned: () => {
            throw crash;
          },
        }),
      ).rejects.toBe(crash);
      expect(await mailsOf(t, campaignId)).toHaveLength(100);
      // The launch's job and a second one, as the queue's retry of the dead planner's would be, for two servers to take up.
      await t.app.jobs.send(INVITATIONS_QUEUE, { campaignId });
      const first = await t.replica();
      const second = await t.replica();
      await Promise.all([first.ready(), second.ready()]);
      await sink.count(250, 120_000);
      await new Promise((r) => setTimeout(r, 2_000));
      const sent = recipients(sink).filter((to) => to.startsWith('planned-'));
      expect(sent).toHaveLength(250);
      expect(new Set(sent).size).toBe(250);
      const rows = await mailsOf(t, campaignId);
      expect(rows).toHaveLength(250);
      expect(rows.every((row) => row.kind === 'invitation' && row.state === 'sent' && row.attempts === 1)).toBe(true);
    } finally {
      await relay.close();
    }
  });
});
