import { testDatabases } from '../../test-harness/databases';
import { csvOf, newCampaign, OPS, participantsImport, postFile } from '../../test-harness/people-files';
import { persona, startTestApp, type TestApp } from '../../test-harness/test-app';
import { insertTestRow } from '../../test-harness/test-rows';
import { addUser } from '../../test-harness/users';

describe.each(testDatabases())('one person by hand on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });
  const idOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('lists the people of a campaign a page at a time, by name, and finds them by address, name or team', async () => {
    const campaignId = await newCampaign(t);
    const rows = Array.from({ length: 55 }, (_, i) => [
      `p${String(i).padStart(2, '0')}@list.test`,
      'Pat',
      `Name${String(i).padStart(2, '0')}`,
      '',
      i < 5 ? '100%_Team' : 'Other',
      '',
      '',
      '',
    ]);
    await postFile(t, participantsImport(campaignId), csvOf(rows), { commit: true });
    const first = (await call('GET', `/campaigns/${campaignId}/participants`)).json();
    expect(first).toMatchObject({ total: 55, page: 1, pageSize: 50 });
    expect(first.people).toHaveLength(50);
    expect(first.people[0]).toEqual({
      id: expect.any(Number),
      email: 'p00@list.test',
      firstName: 'Pat',
      lastName: 'Name00',
      language: null,
      team: '100%_Team',
      managerId: null,
      managerEmail: null,
      role: 'participant',
      active: true,
      enrolmentState: 'ACTIVE',
    });
    expect((await call('GET', `/campaigns/${campaignId}/participants?page=2`)).json().people.map((p: { email: string }) => p.email)).toEqual(
      ['p50', 'p51', 'p52', 'p53', 'p54'].map((p) => `${p}@list.test`),
    );
    expect((await call('GET', `/campaigns/${campaignId}/participants?search=0%25_t`)).json().total).toBe(5);
    expect((await call('GET', `/campaigns/${campaignId}/participants?search=pat%20name1`)).json().total).toBe(10);
    expect((await call('GET', `/campaigns/${campaignId}/participants?search=P42@LIST`)).json().people).toHaveLength(1);
    expect((await call('GET', `/campaigns/${campaignId}/participants?search=50%25`)).json().total).toBe(0);
  });

  it('adds one person under the rules of an import row, and refuses what a row would be refused for', async () => {
    const campaignId = await newCampaign(t);
    const person = {
      email: 'Hand.Made@people.test',
      firstName: 'Hand',
      lastName: 'Made',
      language: 'en',
      team: 'Crafts',
      role: 'participant' as const,
    };
    const added = await call('POST', `/campaigns/${campaignId}/participants`, { ...person, assessorEmails: [persona('sara.conti')] });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      verdict: 'new',
      person: { email: 'hand.made@people.test', language: 'en', team: 'Crafts', enrolmentState: 'ACTIVE' },
    });
    expect((await call('POST', `/campaigns/${campaignId}/participants`, person)).json()).toMatchObject({ verdict: 'unchanged', changes: [] });
    expect((await call('POST', `/campaigns/${campaignId}/participants`, { ...person, team: 'Art' })).json()).toMatchObject({
      verdict: 'updated',
      changes: ['team'],
    });
    const refusals = [
      [{ ...person, email: 'nope' }, 'BAD_EMAIL'],
      [{ ...person, email: 'irene.longo@acme.skillup.test' }, 'OTHER_COMPANY'],
      [{ ...person, language: 'xx' }, 'UNKNOWN_LANGUAGE'],
      [{ ...person, managerEmail: 'ghost@people.test' }, 'MANAGER_NOT_FOUND'],
      [{ ...person, firstName: ' ' }, 'MISSING_NAME'],
      [{ ...person, team: '=cmd' }, 'FORMULA'],
      [{ ...person, assessorEmails: [persona('anna.rossi')] }, 'ASSESSOR_NOT_FOUND'],
    ] as const;
    for (const [body, code] of refusals) {
      const refused = await call('POST', `/campaigns/${campaignId}/participants`, body);
      expect({ code, status: refused.statusCode, answer: refused.json().code }).toEqual({ code, status: 422, answer: code });
    }
    const closed = await newCampaign(t, { state: 'CLOSED' });
    expect((await call('POST', `/campaigns/${closed}/participants`, person)).json().code).toBe('CAMPAIGN_CLOSED');
  });

  it('changes a person of the company, within the rules, and no one of another company', async () => {
    const campaignId = await newCampaign(t);
    await postFile(
      t,
      participantsImport(campaignId),
      csvOf([
        ['edit.me@people.test', 'Edit', 'Me', 'it', 'A', '', '', ''],
        ['their.boss@people.test', 'Their', 'Boss', 'it', 'A', '', '', ''],
      ]),
      { commit: true },
    );
    const id = await idOf('edit.me@people.test');
    const boss = await idOf('their.boss@people.test');
    const changed = await call('PATCH', `/people/${id}`, { firstName: ' Edited ', language: 'ES', team: ' ', managerId: boss, role: 'Assessor' });
    expect(changed.json()).toEqual({
      status: true,
      person: expect.objectContaining({
        firstName: 'Edited',
        lastName: 'Me',
        language: 'es',
        team: null,
        managerId: boss,
        managerEmail: 'their.boss@people.test',
        role: 'Assessor',
      }),
    });
    const refusals = [
      [{ language: 'klingon' }, 'UNKNOWN_LANGUAGE'],
      [{ managerId: id }, 'MANAGER_NOT_FOUND'],
      [{ managerId: await idOf('irene.longo@acme.skillup.test') }, 'MANAGER_NOT_FOUND'],
      [{ lastName: '@me' }, 'FORMULA'],
      [{ team: 'T'.repeat(201) }, 'BAD_REQUEST'],
    ] as const;
    for (const [body, code] of refusals) expect((await call('PATCH', `/people/${id}`, body)).json().code).toBe(code);
    const foreign = await call('PATCH', `/people/${await idOf('irene.longo@acme.skillup.test')}`, { team: 'X' });
    expect({ status: foreign.statusCode, code: foreign.json().code }).toEqual({ status: 404, code: 'PERSON_NOT_FOUND' });
    expect((await call('PATCH', `/people/${id}`, { managerId: null })).json().person).toMatchObject({ managerId: null, managerEmail: null });
  });

  it('un-enrols a person without answers, and keeps one with answers, deactivated once nothing else is open to them', async () => {
    const campaignId = await newCampaign(t, { state: 'ACTIVE' });
    const other = await newCampaign(t, { state: 'ACTIVE' });
    const testId = await insertTestRow(db(), campaignId);
    const file = csvOf([
      ['idle@people.test', 'Idle', 'One', '', '', '', '', persona('sara.conti')],
      ['busy@people.test', 'Busy', 'One', '', '', '', '', ''],
      ['twice@people.test', 'Twice', 'Enrolled', '', '', '', '', ''],
    ]);
    await postFile(t, participantsImport(campaignId), file, { commit: true });
    await postFile(t, participantsImport(other), csvOf([['twice@people.test', 'Twice', 'Enrolled', '', '', '', '', '']]), { commit: true });
    const [idle, busy, twice] = [await idOf('idle@people.test'), await idOf('busy@people.test'), await idOf('twice@people.test')];
    for (const userId of [busy, twice])
      await db().insertInto('user_tests').values({ user_id: userId, test_id: testId, status: 'incomplete', version: 1, data: null }).execute();
    await db()
      .insertInto('sessions')
      .values({ id: 'busy-session', user_id: busy, campaign_id: campaignId, expires_at: new Date(Date.now() + 3_600_000) })
      .execute();

    expect((await call('DELETE', `/campaigns/${campaignId}/participants/${idle}`)).json()).toEqual({
      status: true,
      outcome: 'removed',
      active: true,
    });
    expect(await db().selectFrom('user_campaigns').selectAll().where('user_id', '=', idle).execute()).toEqual([]);
    expect(await db().selectFrom('samples').selectAll().where('assessed_id', '=', idle).execute()).toEqual([]);

    expect((await call('DELETE', `/campaigns/${campaignId}/participants/${busy}`)).json()).toEqual({
      status: true,
      outcome: 'deactivated',
      active: false,
    });
    const kept = await db().selectFrom('users').select('active').where('id', '=', busy).executeTakeFirstOrThrow();
    expect(kept.active).toBe(false);
    expect(await db().selectFrom('sessions').selectAll().where('user_id', '=', busy).execute()).toEqual([]);
    const list = (await call('GET', `/campaigns/${campaignId}/participants?search=busy`)).json().people;
    expect(list).toEqual([expect.objectContaining({ email: 'busy@people.test', active: false, enrolmentState: 'CLOSED' })]);

    expect((await call('DELETE', `/campaigns/${campaignId}/participants/${twice}`)).json()).toEqual({
      status: true,
      outcome: 'deactivated',
      active: true,
    });
    expect((await call('DELETE', `/campaigns/${campaignId}/participants/${idle}`)).statusCode).toBe(404);

    const back = (await postFile(t, participantsImport(campaignId), file, { commit: true })).json();
    expect(back.rows.map((row: { verdict: string; changes: string[] }) => [row.verdict, row.changes])).toEqual([
      ['updated', ['enrolment', 'assessors']],
      ['updated', ['enrolment']],
      ['updated', ['enrolment']],
    ]);
    expect((await db().selectFrom('users').select('active').where('id', '=', busy).executeTakeFirstOrThrow()).active).toBe(true);
  });

  it('lets a superassessor read the list and change nothing, and keeps other companies out', async () => {
    const campaignId = await newCampaign(t);
    const reader = await addUser(t, 'people.reader@demo.skillup.test', 'superassessor', 'demo');
    expect((await call('GET', `/campaigns/${campaignId}/participants`, undefined, reader)).statusCode).toBe(200);
    expect(
      (await call('POST', `/campaigns/${campaignId}/participants`, { email: 'x@people.test', firstName: 'X', lastName: 'Y' }, reader)).statusCode,
    ).toBe(403);
    const acme = await newCampaign(t, { company: 'acme' });
    expect((await call('GET', `/campaigns/${acme}/participants`)).json().code).toBe('CAMPAIGN_NOT_FOUND');
    const asOps = await t.app.inject({ method: 'GET', url: `/api/admin/campaigns/${acme}/participants`, headers: OPS });
    expect(asOps.statusCode).toBe(200);
  });

  it('leaves the superassessor role, which reaches every company, to operations: a company admin neither gives nor takes it', async () => {
    const campaignId = await newCampaign(t);
    const roleOf = async (email: string) => (await db().selectFrom('users').select('role').where('email', '=', email).executeTakeFirst())?.role;
    const person = { email: 'would.be.super@people.test', firstName: 'Would', lastName: 'Be', role: 'superassessor' as const };

    // By hand: refused, nobody stored.
    const added = await call('POST', `/campaigns/${campaignId}/participants`, person);
    expect({ status: added.statusCode, code: added.json().code }).toEqual({ status: 422, code: 'ROLE_NOT_ALLOWED' });
    expect(await roleOf(person.email)).toBeUndefined();

    // By file: the row is refused, the others go in.
    const rows = [
      ['would.be.super@people.test', 'Would', 'Be', 'it', '', '', 'SuperAssessor', ''],
      ['plain.person@people.test', 'Plain', 'Person', 'it', '', '', '', ''],
    ];
    const file = await postFile(t, participantsImport(campaignId), csvOf(rows), { commit: true, headers: { cookie: admin } });
    expect(file.statusCode).toBe(200);
    expect(file.json().rows.map((row: { verdict: string; refusal: { code: string } | null }) => [row.verdict, row.refusal?.code ?? null])).toEqual([
      ['refused', 'ROLE_NOT_ALLOWED'],
      ['new', null],
    ]);
    expect(await roleOf(person.email)).toBeUndefined();

    // Operations give it; then the admin may change the person's name but not take the role, nor give it to another.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/admin/campaigns/${campaignId}/participants`, headers: OPS, payload: person })).statusCode,
    ).toBe(200);
    const superId = await idOf(person.email);
    const renamed = await call('PATCH', `/people/${superId}`, { firstName: 'Renamed', role: 'superassessor' });
    expect(renamed.json().person).toMatchObject({ firstName: 'Renamed', role: 'superassessor' });
    const demoted = await call('PATCH', `/people/${superId}`, { role: 'admin' });
    expect({ status: demoted.statusCode, code: demoted.json().code }).toEqual({ status: 422, code: 'ROLE_NOT_ALLOWED' });
    const reimported = await postFile(
      t,
      participantsImport(campaignId),
      csvOf([['would.be.super@people.test', 'Would', 'Be', 'it', '', '', 'participant', '']]),
      { commit: true, headers: { cookie: admin } },
    );
    expect(reimported.json().rows[0].refusal.code).toBe('ROLE_NOT_ALLOWED');
    const promoted = await call('PATCH', `/people/${await idOf('plain.person@people.test')}`, { role: 'superassessor' });
    expect(promoted.json().code).toBe('ROLE_NOT_ALLOWED');
    expect([await roleOf(person.email), await roleOf('plain.person@people.test')]).toEqual(['superassessor', 'participant']);

    // Operations take it back.
    const byOps = await t.app.inject({ method: 'PATCH', url: `/api/admin/people/${superId}`, headers: OPS, payload: { role: 'Assessor' } });
    expect(byOps.json().person).toMatchObject({ role: 'Assessor' });
  });
});
