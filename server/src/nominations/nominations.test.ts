import { nominationPaths, type MyNominationsResponse, type NominationOverviewResponse } from '@skillup/shared/api/contract';
import { appWithRelay } from '../test-harness/campaign-mails';
import { testDatabases } from '../test-harness/databases';
import { OPS } from '../test-harness/people-files';
import type { TestApp } from '../test-harness/test-app';
import { companyIdOf, insertEnrolledUser, loginAs } from '../test-harness/users';
import { mailsDb } from '../campaign-mail/mails-table';
import { collectNominations } from '../privacy/export/collect-nominations';
import { approveOverdue } from './auto-approve';
import { readRun, writeRun } from '../activity-api/progress-store';
import { feedback360TestOf } from '../feedback360/test-360';
import { nominationsDb } from './tables';

jest.setTimeout(180_000);

const MANAGER_SETTINGS = {
  mode: 'manager',
  peers: { min: 3, max: 4 },
  directReports: { min: 2, max: 3 },
  others: { min: 0, max: 1 },
  deadline: null,
  autoApproveAt: null,
  loadWarning: 1,
};

describe.each(testDatabases())('360 nominations, on $name', (target) => {
  let relay: Awaited<ReturnType<typeof appWithRelay>>;
  let t: TestApp;
  let campaignId: number;
  beforeAll(async () => {
    relay = await appWithRelay(target);
    t = relay.t;
    campaignId = (
      await t.database.db
        .selectFrom('campaigns')
        .select('id')
        .where('is360', '=', true)
        .where('state', '=', 'ACTIVE')
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id;
  });
  // The mails the last steps planned go before the server closes: a delivery cut off by the close would fail the next suite's first test.
  afterAll(async () => {
    const unsent = () => mailsDb(t.database.db).selectFrom('campaign_mails').where('state', 'in', ['queued', 'sending']).select('id').execute();
    const until = Date.now() + 30_000;
    while ((await unsent()).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
    await relay?.close();
  });

  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { cookie: await loginAs(t, email) }, ...(payload ? { payload } : {}) });
  const hr = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: OPS, ...(payload ? { payload } : {}) });

  /** A participant, their manager and ten colleagues of their team, all in the campaign; the manager already rates them. */
  async function team(prefix: string) {
    const companyId = await companyIdOf(t, 'demo');
    const person = (name: string) =>
      insertEnrolledUser(t, {
        companyId,
        email: `${prefix}.${name.toLowerCase()}@demo.skillup.test`,
        firstName: name,
        lastName: prefix,
        campaignIds: [campaignId],
      });
    const participant = await person('Eva');
    const manager = await person('Capo');
    const colleagues = [];
    for (let i = 0; i < 10; i++) colleagues.push(await person(`Collega${i}`));
    const db = t.database.db;
    await db
      .updateTable('users')
      .set({ team: `Team ${prefix}` })
      .where('email', 'like', `${prefix}.%`)
      .execute();
    await db.updateTable('users').set({ manager_id: manager.id }).where('id', '=', participant.id).execute();
    await db
      .insertInto('feedback360_relations')
      .values({ campaign_id: campaignId, evaluator_id: manager.id, evaluated_id: participant.id, relation_type: 2 })
      .execute();
    return { participant, manager, colleagues };
  }
  const stored = async () => ({
    nominations: (await nominationsDb(t.database.db).selectFrom('nominations').select('id').execute()).length,
    events: (await nominationsDb(t.database.db).selectFrom('nomination_events').select('id').execute()).length,
  });

  it('HR sets who nominates and the limits; limits that contradict themselves are refused', async () => {
    expect((await hr('GET', nominationPaths.settings(campaignId))).json().settings.mode).toBe('hr');
    const bad = await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, peers: { min: 5, max: 4 } });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'INVALID_LIMITS']);
    const autoWithoutManager = await hr('PUT', nominationPaths.settings(campaignId), {
      ...MANAGER_SETTINGS,
      mode: 'auto',
      autoApproveAt: '2027-01-01T00:00:00.000Z',
    });
    expect([autoWithoutManager.statusCode, autoWithoutManager.json().code]).toEqual([422, 'INVALID_LIMITS']);
    const unknownField = await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, extra: 1 });
    expect(unknownField.statusCode).toBe(400);
    const saved = await hr('PUT', nominationPaths.settings(campaignId), MANAGER_SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toEqual(MANAGER_SETTINGS);
  });

  it('a participant nominates, is refused by every rule with nothing stored, submits, and the manager decides', async () => {
    const { participant, manager, colleagues } = await team('nomi');
    const me = participant.email;
    const mine = async () => (await call(me, 'GET', nominationPaths.mine(campaignId))).json() as MyNominationsResponse;
    const start = await mine();
    expect(start).toMatchObject({ mode: 'manager', open: true, submittedAt: null, approver: 'Capo nomi', nominations: [] });
    expect(start.groups.find((g) => g.group === 'peers')).toEqual({ group: 'peers', count: 0, min: 3, max: 4, threshold: 3 });

    const found = (await call(me, 'GET', `${nominationPaths.candidates(campaignId)}?q=${encodeURIComponent('team nomi collega1')}`)).json().people;
    expect(found.map((p: { firstName: string }) => p.firstName)).toEqual(['Collega1']);
    const everyone = (await call(me, 'GET', `${nominationPaths.candidates(campaignId)}?q=nomi`)).json().people;
    expect(everyone.map((p: { id: number }) => p.id)).not.toContain(participant.id);
    expect(everyone).toHaveLength(11);

    const nominate = (group: string, userId: number) => call(me, 'POST', nominationPaths.mine(campaignId), { group, userId });
    for (const c of colleagues.slice(0, 3)) expect((await nominate('peers', c.id)).statusCode).toBe(200);
    for (const c of colleagues.slice(3, 5)) expect((await nominate('directReports', c.id)).statusCode).toBe(200);

    const before = await stored();
    const otherCompany = await t.database.db
      .selectFrom('users as u')
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .where('c.code', '<>', 'demo')
      .select('u.id')
      .executeTakeFirstOrThrow();
    const admin = await t.database.db.selectFrom('users').where('email', '=', 'admin@demo.skillup.test').select('id').executeTakeFirstOrThrow();
    for (const [group, userId, code] of [
      ['peers', participant.id, 'SELF_NOMINATION'],
      ['peers', otherCompany.id, 'NOT_IN_COMPANY'],
      ['peers', admin.id, 'NOT_IN_COMPANY'],
      ['peers', 2_000_000, 'NOT_IN_COMPANY'],
      ['others', colleagues[0]!.id, 'ALREADY_NOMINATED'],
      ['others', manager.id, 'ALREADY_NOMINATED'],
    ] as const) {
      const refused = await nominate(group, userId);
      expect([refused.statusCode, refused.json().code]).toEqual([422, code]);
    }
    expect((await nominate('peers', colleagues[5]!.id)).statusCode).toBe(200);
    const full = await nominate('peers', colleagues[6]!.id);
    expect([full.statusCode, full.json().code]).toEqual([422, 'GROUP_FULL']);
    expect((await nominate('colleagues', colleagues[6]!.id)).statusCode).toBe(400);
    expect(await stored()).toEqual({ nominations: before.nominations + 1, events: before.events + 1 });

    // One taken back before submitting; then a direct report too few is refused.
    const list = await mine();
    const extra = list.nominations.find((n) => n.nominee.id === colleagues[5]!.id)!;
    expect((await call(me, 'DELETE', nominationPaths.one(campaignId, extra.id))).statusCode).toBe(200);
    const dr = list.nominations.find((n) => n.nominee.id === colleagues[4]!.id)!;
    expect((await call(me, 'DELETE', nominationPaths.one(campaignId, dr.id))).statusCode).toBe(200);
    const short = await call(me, 'POST', nominationPaths.submit(campaignId));
    expect([short.statusCode, short.json().code]).toEqual([422, 'GROUP_BELOW_MINIMUM']);
    expect((await nominate('directReports', colleagues[4]!.id)).statusCode).toBe(200);

    // The manager sees nothing before the submit.
    expect((await call(manager.email, 'GET', nominationPaths.approvals(campaignId))).json().approvals).toEqual([]);
    const submitted = await call(me, 'POST', nominationPaths.submit(campaignId));
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().submittedAt).not.toBeNull();
    const late = await nominate('others', colleagues[7]!.id);
    expect([late.statusCode, late.json().code]).toEqual([422, 'ALREADY_SUBMITTED']);
    const removeLate = await call(me, 'DELETE', nominationPaths.one(campaignId, list.nominations[0]!.id));
    expect([removeLate.statusCode, removeLate.json().code]).toEqual([422, 'ALREADY_SUBMITTED']);

    // Only the approver approves: not the participant, not a colleague.
    const approvals = (await call(manager.email, 'GET', nominationPaths.approvals(campaignId))).json();
    expect(approvals.approvals).toHaveLength(5);
    expect(approvals.approvals[0]).toMatchObject({ status: 'pending', nominatedTimes: 1, evaluated: { id: participant.id } });
    const [a, b, c, d, e] = approvals.approvals.map((x: { id: number }) => x.id) as number[];
    for (const who of [me, colleagues[8]!.email]) {
      const notTheirs = await call(who, 'POST', nominationPaths.decide(campaignId, a!), { decision: 'approve' });
      expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([404, 'NOMINATION_NOT_FOUND']);
    }
    const noReason = await call(manager.email, 'POST', nominationPaths.decide(campaignId, e!), { decision: 'deny' });
    expect([noReason.statusCode, noReason.json().code]).toEqual([422, 'REASON_REQUIRED']);

    const mailsBefore = relay.sink.received.length;
    for (const id of [a, b, c, d])
      expect((await call(manager.email, 'POST', nominationPaths.decide(campaignId, id!), { decision: 'approve' })).statusCode).toBe(200);
    const denied = await call(manager.email, 'POST', nominationPaths.decide(campaignId, e!), {
      decision: 'deny',
      reason: 'Lavora in un altro progetto',
    });
    expect(denied.json().nomination).toMatchObject({ status: 'denied', reason: 'Lavora in un altro progetto' });
    const again = await call(manager.email, 'POST', nominationPaths.decide(campaignId, a!), { decision: 'deny', reason: 'ci ho ripensato' });
    expect([again.statusCode, again.json().code]).toEqual([422, 'NOT_PENDING']);

    // Each approved rater rates her, and is asked once by mail.
    await relay.sink.count(mailsBefore + 4);
    const raters = await t.database.db
      .selectFrom('feedback360_relations')
      .where('campaign_id', '=', campaignId)
      .where('evaluated_id', '=', participant.id)
      .select(['evaluator_id', 'relation_type'])
      .orderBy('evaluator_id')
      .execute();
    expect(raters).toEqual([
      { evaluator_id: manager.id, relation_type: 2 },
      ...[0, 1, 2].map((i) => ({ evaluator_id: colleagues[i]!.id, relation_type: 1 })),
      { evaluator_id: colleagues[3]!.id, relation_type: 4 },
    ]);
    const raterMail = relay.sink.received.slice(mailsBefore).find((r) => r.envelopeTo[0] === colleagues[0]!.email)!.mail;
    expect(raterMail.subject).toMatch(/^Ti è stato chiesto un feedback/);
    expect(raterMail.text).toContain('Eva nomi');
    await new Promise((r) => setTimeout(r, 1_000));
    expect(relay.sink.received).toHaveLength(mailsBefore + 4);

    // A rater declines; she is told and nominates a replacement, which the manager approves.
    const relations = (await call(colleagues[1]!.email, 'GET', `/usercampaign/${campaignId}/userrelation`)).json().relations;
    expect(relations.find((r: { id: number }) => r.id === participant.id).declinable).toBe(true);
    const noReasonDecline = await call(colleagues[1]!.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: '   ' });
    expect(noReasonDecline.statusCode).toBe(400);
    const declinedBefore = relay.sink.received.length;
    expect(
      (await call(colleagues[1]!.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: 'Non lavoriamo insieme' })).statusCode,
    ).toBe(200);
    await relay.sink.count(declinedBefore + 1);
    const told = relay.sink.received[declinedBefore]!;
    expect([told.envelopeTo[0], told.mail.text?.includes('Collega1 nomi')]).toEqual([me, true]);
    const gone = await call(colleagues[1]!.email, 'GET', `/usercampaign/${campaignId}/questions/${participant.id}`);
    expect(gone.statusCode).toBe(404);

    const replacement = await nominate('peers', colleagues[6]!.id);
    expect(replacement.statusCode).toBe(200);
    expect(replacement.json().nomination).toMatchObject({ status: 'pending', replaces: expect.any(Number) });
    const second = await nominate('peers', colleagues[7]!.id);
    expect([second.statusCode, second.json().code]).toEqual([422, 'ALREADY_SUBMITTED']);
    // HR decides this one from the console: every participant's nominations wait for HR too.
    const waiting = (await hr('GET', nominationPaths.hrApprovals(campaignId)))
      .json()
      .approvals.filter((x: { status: string }) => x.status === 'pending');
    expect(waiting).toEqual([
      expect.objectContaining({ id: replacement.json().nomination.id, evaluated: expect.objectContaining({ id: participant.id }) }),
    ]);
    const byHr = await hr('POST', nominationPaths.hrDecide(campaignId, replacement.json().nomination.id), { decision: 'approve' });
    expect([byHr.statusCode, byHr.json().nomination.status]).toEqual([200, 'approved']);
    const twice = await call(manager.email, 'POST', nominationPaths.decide(campaignId, replacement.json().nomination.id), { decision: 'approve' });
    expect([twice.statusCode, twice.json().code]).toEqual([422, 'NOT_PENDING']);

    // A rater who has saved an answer stays.
    await t.database.db
      .updateTable('feedback360_relations')
      .set({ status: 'p', answers_version: 1 })
      .where('campaign_id', '=', campaignId)
      .where('evaluator_id', '=', colleagues[0]!.id)
      .where('evaluated_id', '=', participant.id)
      .execute();
    const saved = await call(colleagues[0]!.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: 'troppo tardi' });
    expect([saved.statusCode, saved.json().code]).toEqual([409, 'ANSWERS_SAVED']);
    const imported = await call(manager.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: 'no' });
    expect([imported.statusCode, imported.json().code]).toEqual([422, 'NOT_NOMINATED']);

    // HR: one direct report, below the minimum of two; counts only, and the trail.
    const overview = (await hr('GET', nominationPaths.overview(campaignId))).json() as NominationOverviewResponse;
    const eva = overview.people.find((p) => p.person.id === participant.id)!;
    expect(eva.short).toEqual([{ group: 'directReports', code: 'BELOW_MINIMUM', have: 1, needed: 2 }]);
    expect(eva.groups.find((g) => g.group === 'peers')).toMatchObject({ pending: 0, approved: 3, invited: 3, started: 1, done: 0 });
    expect(JSON.stringify(eva)).not.toContain(colleagues[0]!.email);
    const events = (await hr('GET', nominationPaths.events(campaignId))).json().events;
    const actions = events.filter((ev: { evaluated: string | null }) => ev.evaluated === 'Eva nomi').map((ev: { action: string }) => ev.action);
    expect(actions.filter((x: string) => x === 'approved')).toHaveLength(5);
    expect(actions).toEqual(expect.arrayContaining(['nominated', 'removed', 'submitted', 'denied', 'declined']));
    expect(events.find((ev: { action: string }) => ev.action === 'declined')).toMatchObject({
      actor: 'Collega1 nomi',
      reason: 'Non lavoriamo insieme',
      group: 'peers',
    });

    // Her export names whom she nominated; a rater's names only who asked them, and never a denial they were not told of.
    const hers = await collectNominations(t.database.db, { userId: participant.id, lang: 'it', withDrafts: false });
    expect(hers.made.map((n) => `${n.nominee}:${n.status}`)).toEqual(expect.arrayContaining(['Collega1 nomi:declined', 'Collega4 nomi:denied']));
    const declinedRater = await collectNominations(t.database.db, { userId: colleagues[1]!.id, lang: 'it', withDrafts: false });
    expect(declinedRater.ofYou).toEqual([expect.objectContaining({ nominatedBy: 'Eva nomi', status: 'declined', reason: 'Non lavoriamo insieme' })]);
    expect(declinedRater.yourActions).toEqual([expect.objectContaining({ action: 'declined', reason: 'Non lavoriamo insieme' })]);
    const deniedNominee = await collectNominations(t.database.db, { userId: colleagues[4]!.id, lang: 'it', withDrafts: false });
    expect(deniedNominee.ofYou).toEqual([]);

    const rows = await mailsDb(t.database.db)
      .selectFrom('campaign_mails')
      .where('campaign_id', '=', campaignId)
      .where('kind', 'in', ['rater', 'declined'])
      .select(['kind', 'state'])
      .execute();
    expect(rows.every((row) => row.state === 'sent')).toBe(true);
  });

  it('nobody nominates past the deadline or where HR chooses', async () => {
    const { participant, manager } = await team('late');
    await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, deadline: '2020-01-01T00:00:00.000Z' });
    const late = await call(participant.email, 'POST', nominationPaths.mine(campaignId), { group: 'peers', userId: manager.id });
    expect([late.statusCode, late.json().code]).toEqual([422, 'DEADLINE_PASSED']);
    expect((await call(participant.email, 'GET', nominationPaths.mine(campaignId))).json().open).toBe(false);
    await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, mode: 'hr' });
    const closed = await call(participant.email, 'POST', nominationPaths.submit(campaignId));
    expect([closed.statusCode, closed.json().code]).toEqual([422, 'NOMINATIONS_CLOSED']);
  });

  it('with automatic approval the submit invites the raters at once', async () => {
    await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, mode: 'auto', directReports: { min: 0, max: 3 } });
    const { participant, colleagues } = await team('auto');
    for (const c of colleagues.slice(0, 3)) {
      expect((await call(participant.email, 'POST', nominationPaths.mine(campaignId), { group: 'peers', userId: c.id })).statusCode).toBe(200);
    }
    const before = relay.sink.received.length;
    const submitted = (await call(participant.email, 'POST', nominationPaths.submit(campaignId))).json() as MyNominationsResponse;
    expect(submitted.nominations.map((n) => n.status)).toEqual(['approved', 'approved', 'approved']);
    await relay.sink.count(before + 3);
  });

  it('approves what still waits once the automatic approval moment passes, once however many processes look', async () => {
    await hr('PUT', nominationPaths.settings(campaignId), {
      ...MANAGER_SETTINGS,
      directReports: { min: 0, max: 3 },
      autoApproveAt: '2099-01-01T00:00:00.000Z',
    });
    const { participant, colleagues } = await team('overdue');
    for (const c of colleagues.slice(0, 3)) {
      expect((await call(participant.email, 'POST', nominationPaths.mine(campaignId), { group: 'peers', userId: c.id })).statusCode).toBe(200);
    }
    expect((await call(participant.email, 'POST', nominationPaths.submit(campaignId))).statusCode).toBe(200);
    expect(await approveOverdue(t.database.db, t.app.jobs, new Date())).toBe(0);

    const before = relay.sink.received.length;
    const later = new Date('2099-01-01T00:05:00.000Z');
    const counts = await Promise.all([approveOverdue(t.database.db, t.app.jobs, later), approveOverdue(t.database.db, t.app.jobs, later)]);
    expect(counts[0]! + counts[1]!).toBe(3);
    t.app.campaignMail.wake();
    await relay.sink.count(before + 3);
    const mine = (await call(participant.email, 'GET', nominationPaths.mine(campaignId))).json() as MyNominationsResponse;
    expect(mine.nominations.map((n) => n.status)).toEqual(['approved', 'approved', 'approved']);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(relay.sink.received).toHaveLength(before + 3);
  });

  it('a rater whose declined evaluation was the last one open has finished their 360 test', async () => {
    await hr('PUT', nominationPaths.settings(campaignId), { ...MANAGER_SETTINGS, mode: 'auto', directReports: { min: 0, max: 3 } });
    const { participant, manager, colleagues } = await team('last');
    for (const c of colleagues.slice(0, 3)) {
      expect((await call(participant.email, 'POST', nominationPaths.mine(campaignId), { group: 'peers', userId: c.id })).statusCode).toBe(200);
    }
    expect((await call(participant.email, 'POST', nominationPaths.submit(campaignId))).statusCode).toBe(200);
    const rater = colleagues[0]!;
    const db = t.database.db;
    // The rater has finished the one other evaluation they had, and so entered the 360 test.
    await db
      .insertInto('feedback360_relations')
      .values({ campaign_id: campaignId, evaluator_id: rater.id, evaluated_id: manager.id, relation_type: 1, status: 'y' })
      .execute();
    const testId = (await feedback360TestOf(db, campaignId))!;
    await writeRun(db, { userId: rater.id, testId }, { version: 1, status: 'incomplete' }, false);

    expect((await call(rater.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: 'Non la conosco' })).statusCode).toBe(200);
    expect((await readRun(db, { userId: rater.id, testId })).testStatus).toBe('complete');
    // Another rater who never entered the test is left as they were.
    expect(
      (await call(colleagues[1]!.email, 'POST', nominationPaths.decline(campaignId, participant.id), { reason: 'Non la conosco' })).statusCode,
    ).toBe(200);
    expect((await readRun(db, { userId: colleagues[1]!.id, testId })).testStatus).toBe('not attempted');
  });
});
