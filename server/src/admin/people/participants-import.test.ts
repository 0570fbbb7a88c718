import type { PersonRowVerdict } from '@skillup/shared/api/contract';
import { issueResetToken } from '../../auth/reset-tokens';
import { testDatabases } from '../../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, companyIdOf } from '../../test-harness/users';
import { csvOf, newCampaign, participantsImport, postFile } from '../../test-harness/people-files';

const ANNA = persona('anna.rossi');
const SARA = persona('sara.conti');

/** One row of each verdict, in the template's columns. */
const EVERY_VERDICT = [
  ['new.one@people.test', 'Nuova', 'Persona', 'it', 'Sales', '', '', ''],
  ['not-an-address', 'Bad', 'Email', '', '', '', '', ''],
  ['NEW.ONE@people.test', 'Again', 'Twice', '', '', '', '', ''],
  ['lang@people.test', 'Lang', 'Unknown', 'fr', '', '', '', ''],
  ['lost@people.test', 'Lost', 'Manager', '', '', 'nobody@people.test', '', ''],
  ['irene.longo@acme.skillup.test', 'Irene', 'Longo', '', '', '', '', ''],
  ['noname@people.test', '', 'Zeta', '', '', '', '', ''],
  ['role@people.test', 'Role', 'Unknown', '', '', '', 'boss', ''],
  ['formula@people.test', '=1+1', 'Formula', '', '', '', '', ''],
  [ANNA, 'Anna', 'Rossi', '', '', '', '', ''],
  ['managed@people.test', 'Managed', 'InFile', 'EN', 'Sales', 'new.one@people.test', 'participant', SARA],
  ['rated@people.test', 'Rated', 'ByAnna', '', '', '', '', ANNA],
  ['long@people.test', 'L'.repeat(201), 'Long', '', '', '', '', ''],
  ['boss@people.test', 'Boss', 'Staff', 'es', 'Ops', '', 'assessor', ''],
  ['rated.by.boss@people.test', 'Rated', 'ByBoss', '', 'Ops', 'boss@people.test', '', 'boss@people.test'],
];

const EXPECTED: [number, PersonRowVerdict['verdict'], string | null][] = [
  [2, 'new', null],
  [3, 'refused', 'BAD_EMAIL'],
  [4, 'refused', 'DUPLICATE_IN_FILE'],
  [5, 'refused', 'UNKNOWN_LANGUAGE'],
  [6, 'refused', 'MANAGER_NOT_FOUND'],
  [7, 'refused', 'OTHER_COMPANY'],
  [8, 'refused', 'MISSING_NAME'],
  [9, 'refused', 'UNKNOWN_ROLE'],
  [10, 'refused', 'FORMULA'],
  [11, 'updated', null],
  [12, 'new', null],
  [13, 'refused', 'ASSESSOR_NOT_FOUND'],
  [14, 'refused', 'TOO_LONG'],
  [15, 'new', null],
  [16, 'new', null],
];

const summary = (rows: PersonRowVerdict[]) => rows.map((row) => [row.line, row.verdict, row.refusal?.code ?? null]);

describe.each(testDatabases())('the participants import on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
  });
  afterAll(() => t?.close());

  const db = () => t.database.db;
  const usersCount = async () =>
    Number(
      (
        await db()
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const asAdmin = () => ({ headers: { cookie: admin } });

  it('previews a verdict per row, with its reason, and stores nothing', async () => {
    const campaignId = await newCampaign(t);
    const before = await usersCount();
    const response = await postFile(t, participantsImport(campaignId), csvOf(EVERY_VERDICT), asAdmin());
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(summary(answer.rows)).toEqual(EXPECTED);
    expect(answer).toMatchObject({ committed: false, skipped: 0, counts: { rows: 15, new: 4, updated: 1, unchanged: 0, refused: 10 } });
    expect(answer.rows[9]).toMatchObject({ changes: ['enrolment'], cells: { email: ANNA, language: null, assessorEmails: [] } });
    expect(answer.rows[2].refusal.message).toContain('line 2');
    expect(answer.rows[8].refusal.message).toContain('"first name"');
    expect(await usersCount()).toBe(before);
    expect(await db().selectFrom('user_campaigns').where('campaign_id', '=', campaignId).selectAll().execute()).toEqual([]);
  });

  it('stores the accepted rows in one go, skips the refused ones and says so, and changes nothing the second time', async () => {
    const campaignId = await newCampaign(t);
    const before = await usersCount();
    const committed = (await postFile(t, participantsImport(campaignId), csvOf(EVERY_VERDICT), { ...asAdmin(), commit: true })).json();
    expect(summary(committed.rows)).toEqual(EXPECTED);
    expect(committed).toMatchObject({ committed: true, skipped: 10, counts: { new: 4, updated: 1, refused: 10 } });
    expect(await usersCount()).toBe(before + 4);

    const people = await db()
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'lang', 'team', 'role', 'manager_id', 'must_change_password', 'active'])
      .where('email', 'in', ['new.one@people.test', 'managed@people.test', 'boss@people.test', 'rated.by.boss@people.test'])
      .execute();
    const byEmail = (email: string) => people.find((p) => p.email === email)!;
    expect(byEmail('managed@people.test')).toMatchObject({
      lang: 'en',
      team: 'Sales',
      role: 'participant',
      manager_id: byEmail('new.one@people.test').id,
    });
    expect(byEmail('boss@people.test')).toMatchObject({ role: 'Assessor', lang: 'es', must_change_password: true, active: true });
    expect(byEmail('rated.by.boss@people.test').manager_id).toBe(byEmail('boss@people.test').id);
    const enrolled = await db().selectFrom('user_campaigns').select(['user_id', 'state']).where('campaign_id', '=', campaignId).execute();
    expect(enrolled).toHaveLength(5);
    expect(enrolled.every((row) => row.state === 'ACTIVE')).toBe(true);
    const samples = await db()
      .selectFrom('samples')
      .select(['assessor_id', 'assessed_id', 'test_id'])
      .where('campaign_id', '=', campaignId)
      .execute();
    const sara = await db().selectFrom('users').select('id').where('email', '=', SARA).executeTakeFirstOrThrow();
    expect(samples).toEqual(
      expect.arrayContaining([
        { assessor_id: sara.id, assessed_id: byEmail('managed@people.test').id, test_id: null },
        { assessor_id: byEmail('boss@people.test').id, assessed_id: byEmail('rated.by.boss@people.test').id, test_id: null },
      ]),
    );
    expect(samples).toHaveLength(2);

    const again = (await postFile(t, participantsImport(campaignId), csvOf(EVERY_VERDICT), { ...asAdmin(), commit: true })).json();
    expect(again.counts).toEqual({ rows: 15, new: 0, updated: 0, unchanged: 5, refused: 10 });
    expect(await usersCount()).toBe(before + 4);
  });

  it('names what an updated row changes, and leaves what an empty cell does not say', async () => {
    const campaignId = await newCampaign(t);
    const rows = [
      ['chief@people.test', 'Chief', 'One', 'it', 'Board', '', 'admin', ''],
      ['worker@people.test', 'Worker', 'Bee', 'it', 'Hive', '', '', ''],
    ];
    await postFile(t, participantsImport(campaignId), csvOf(rows), { ...asAdmin(), commit: true });
    const changed = [
      ['chief@people.test', 'Chief', 'One', '', '', '', '', ''],
      ['worker@people.test', 'Worker', 'Bee', 'en', 'Nest', 'chief@people.test', 'Assessor', SARA],
    ];
    const answer = (await postFile(t, participantsImport(campaignId), csvOf(changed), { ...asAdmin(), commit: true })).json();
    expect(answer.rows.map((row: PersonRowVerdict) => [row.verdict, row.changes])).toEqual([
      ['unchanged', []],
      ['updated', ['language', 'team', 'manager', 'role', 'assessors']],
    ]);
    const worker = await db().selectFrom('users').selectAll().where('email', '=', 'worker@people.test').executeTakeFirstOrThrow();
    const chief = await db().selectFrom('users').selectAll().where('email', '=', 'chief@people.test').executeTakeFirstOrThrow();
    expect(worker).toMatchObject({ lang: 'en', team: 'Nest', role: 'Assessor', manager_id: chief.id });
    expect(chief).toMatchObject({ lang: 'it', team: 'Board', role: 'admin' });
  });

  it('refuses the rows that need a person whose own row is refused', async () => {
    const campaignId = await newCampaign(t);
    const rows = [
      ['top@people.test', 'Top', 'Manager', 'xx', '', '', 'Assessor', ''],
      ['middle@people.test', 'Middle', 'Manager', '', '', 'top@people.test', '', ''],
      ['bottom@people.test', 'Bottom', 'Worker', '', '', 'middle@people.test', '', ''],
      ['rated@people.test', 'Rated', 'Person', '', '', '', '', 'top@people.test'],
      ['circle.a@people.test', 'Circle', 'A', '', '', 'circle.b@people.test', '', ''],
      ['circle.b@people.test', 'Circle', 'B', '', '', 'circle.a@people.test', '', ''],
    ];
    const answer = (await postFile(t, participantsImport(campaignId), csvOf(rows), asAdmin())).json();
    expect(summary(answer.rows)).toEqual([
      [2, 'refused', 'UNKNOWN_LANGUAGE'],
      [3, 'refused', 'MANAGER_NOT_FOUND'],
      [4, 'refused', 'MANAGER_NOT_FOUND'],
      [5, 'refused', 'ASSESSOR_NOT_FOUND'],
      [6, 'new', null],
      [7, 'new', null],
    ]);
    expect(answer.rows[2].refusal.message).toContain('line 3');
  });

  it('gives new people a password nobody knows, which they replace through the reset flow', async () => {
    const campaignId = await newCampaign(t, { state: 'ACTIVE' });
    await postFile(t, participantsImport(campaignId), csvOf([['fresh@people.test', 'Fresh', 'Face', 'it', '', '', '', '']]), {
      ...asAdmin(),
      commit: true,
    });
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'fresh@people.test', password } });
    expect((await login('Skillup-2026')).json()).toMatchObject({ code: 'WRONG_CREDENTIALS' });
    const user = await db().selectFrom('users').select('id').where('email', '=', 'fresh@people.test').executeTakeFirstOrThrow();
    const token = await issueResetToken(db(), user.id, 60);
    const password = 'Nuova-Password-2026!x';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { email: 'fresh@people.test', token, password, password_confirmation: password },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login(password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().campaigns.map((c: { id: number }) => c.id)).toEqual([campaignId]);
  });

  it("answers another company's campaign as not found, lets operations reach it, and keeps superassessors to reading", async () => {
    const acmeCampaign = await newCampaign(t, { company: 'acme' });
    const file = csvOf([['acme.new@people.test', 'Acme', 'New', '', '', '', '', '']]);
    const foreign = await postFile(t, participantsImport(acmeCampaign), file, { ...asAdmin(), commit: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('CAMPAIGN_NOT_FOUND');
    const superassessor = await addUser(t, 'super.reader@demo.skillup.test', 'superassessor', 'demo');
    expect((await postFile(t, participantsImport(acmeCampaign), file, { headers: { cookie: superassessor } })).statusCode).toBe(403);
    expect((await postFile(t, participantsImport(acmeCampaign), file, { commit: true })).json().counts.new).toBe(1);
    const stored = await db().selectFrom('users').select('company_id').where('email', '=', 'acme.new@people.test').executeTakeFirstOrThrow();
    expect(stored.company_id).toBe(await companyIdOf(t, 'acme'));
  });

  it('previews a closed campaign but adds nobody to it', async () => {
    const campaignId = await newCampaign(t, { state: 'CLOSED' });
    const file = csvOf([['late@people.test', 'Late', 'Comer', '', '', '', '', '']]);
    expect((await postFile(t, participantsImport(campaignId), file, asAdmin())).json().counts.new).toBe(1);
    const commit = await postFile(t, participantsImport(campaignId), file, { ...asAdmin(), commit: true });
    expect(commit.statusCode).toBe(409);
    expect(commit.json().code).toBe('CAMPAIGN_CLOSED');
    expect(await db().selectFrom('users').select('id').where('email', '=', 'late@people.test').executeTakeFirst()).toBeUndefined();
  });
  it('stores a file committed twice at once only once: the other commit finds the people there or answers IMPORT_CONFLICT', async () => {
    const campaignId = await newCampaign(t);
    const rows = Array.from({ length: 30 }, (_, n) => [`twice.${n}@people.test`, 'Twice', `Number${n}`, 'it', 'Sales', '', '', SARA]);
    const before = await usersCount();
    const commits = await Promise.all([0, 1].map(() => postFile(t, participantsImport(campaignId), csvOf(rows), { ...asAdmin(), commit: true })));
    const outcomes = commits.map((r) => (r.statusCode === 200 ? `stored ${r.json().counts.new} new` : `${r.statusCode} ${r.json().code}`));
    expect(outcomes.filter((outcome) => outcome === 'stored 30 new')).toHaveLength(1);
    for (const outcome of outcomes) expect(['stored 30 new', 'stored 0 new', '409 IMPORT_CONFLICT']).toContain(outcome);
    expect(await usersCount()).toBe(before + 30);
    const count = async (table: 'user_campaigns' | 'samples') =>
      (await db().selectFrom(table).select('campaign_id').where('campaign_id', '=', campaignId).execute()).length;
    expect({ enrolments: await count('user_campaigns'), assessors: await count('samples') }).toEqual({ enrolments: 30, assessors: 30 });
  });
});
