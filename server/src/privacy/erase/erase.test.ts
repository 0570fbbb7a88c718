import type { ErasurePreviewResponse, IndividualReport } from '@skillup/shared/api/contract';
import { sql } from 'kysely';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { DEMO_PASSWORD, OPS_TOKEN, persona, startTestApp, type TestApp } from '../../test-harness/test-app';
import { hrSessions } from '../../test-harness/users';

describe.each(testDatabases())('erasing a person, on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let hr: Awaited<ReturnType<typeof hrSessions>>;
  beforeAll(async () => {
    // Sessions are remembered, as in production, so that the erased person's is seen to go at once.
    t = await startTestApp(target, { sessionCacheSeconds: 60 });
    f = await leadershipFixture(t);
    hr = await hrSessions(t);
  });
  afterAll(() => t?.close());

  const ORIGIN = { origin: 'http://app.test' };
  const erase = (userId: number, headers: Record<string, string>, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/api/admin/people/${userId}/erase`, headers: { ...ORIGIN, ...headers }, payload: body as object });
  const preview = (userId: number, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/admin/people/${userId}/erase`, headers });
  const lucaReport = async (cookie: string): Promise<IndividualReport> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/report/${f.campaignId}/individual/personal/${f.userId('luca.ferri')}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json().result.rep;
  };
  const exists = async (userId: number) =>
    (await t.database.db.selectFrom('users').where('id', '=', userId).select('id').executeTakeFirst()) !== undefined;

  it('lists what goes and what stays, and erases nobody without the e-mail typed back', async () => {
    const giorgio = f.userId('giorgio.sala');
    const response = await preview(giorgio, { cookie: hr.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as ErasurePreviewResponse;
    expect(body.person).toMatchObject({ id: giorgio, email: persona('giorgio.sala') });
    expect(body.counts.campaigns).toBeGreaterThan(0);
    expect(body.counts.evaluationsGiven).toBeGreaterThan(0);

    expect((await erase(giorgio, { cookie: hr.admin }, { confirmEmail: 'someone@else.test' })).json()).toMatchObject({ code: 'ERASE_NOT_CONFIRMED' });
    expect((await erase(giorgio, { cookie: hr.admin }, {})).statusCode).toBe(400);
    expect((await erase(giorgio, { cookie: hr.admin }, { confirmEmail: persona('giorgio.sala'), also: 1 })).statusCode).toBe(400);
    expect(await exists(giorgio)).toBe(true);
  });

  it('refuses other companies, a superassessor, participants, and an admin erasing themselves', async () => {
    const giorgio = f.userId('giorgio.sala');
    const confirm = { confirmEmail: persona('giorgio.sala') };
    expect((await preview(giorgio, { cookie: hr.acmeAdmin })).statusCode).toBe(404);
    expect((await erase(giorgio, { cookie: hr.acmeAdmin }, confirm)).statusCode).toBe(404);
    expect((await preview(giorgio, { cookie: hr.reader })).statusCode).toBe(403);
    expect((await erase(giorgio, { cookie: hr.reader }, confirm)).statusCode).toBe(403);
    expect((await erase(giorgio, { cookie: await t.login('luca.ferri') }, confirm)).statusCode).toBe(403);
    expect((await erase(giorgio, {}, confirm)).statusCode).toBe(401);
    const admin = await t.database.db.selectFrom('users').where('email', '=', persona('admin')).select('id').executeTakeFirstOrThrow();
    expect((await erase(admin.id, { cookie: hr.admin }, { confirmEmail: persona('admin') })).json()).toMatchObject({ code: 'CANNOT_ERASE_SELF' });
    expect((await preview(1.5 as never, { cookie: hr.admin })).statusCode).toBe(400);
    expect(await exists(giorgio)).toBe(true);
  });

  it("erases a rater: luca's report keeps their evaluation, which no longer leads to them", async () => {
    const giorgio = f.userId('giorgio.sala');
    const luca = await t.login('luca.ferri');
    const before = await lucaReport(luca);
    const giorgioSession = await t.login('giorgio.sala');
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: giorgioSession } })).statusCode).toBe(200);

    const response = await erase(giorgio, { cookie: hr.admin }, { confirmEmail: ` ${persona('giorgio.sala').toUpperCase()} ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().counts.evaluationsGiven).toBeGreaterThan(0);

    expect(await exists(giorgio)).toBe(false);
    expect(await lucaReport(luca)).toEqual(before);
    const db = t.database.db;
    for (const table of ['feedback360_relations', 'feedback360_answers', 'feedback360_published_raters', 'feedback360_published_answers'] as const) {
      expect(await db.selectFrom(table).where('evaluator_id', '=', giorgio).selectAll().execute()).toEqual([]);
    }
    // The stand-in has no name, no campaign and cannot sign in.
    const standIns = await db
      .selectFrom('users')
      .where('email', 'like', 'erased-%@erased.invalid')
      .select(['id', 'first_name', 'last_name', 'active'])
      .execute();
    expect(standIns).toHaveLength(1);
    expect(standIns[0]).toMatchObject({ first_name: '', last_name: '', active: false });
    expect(await db.selectFrom('user_campaigns').where('user_id', '=', standIns[0]!.id).selectAll().execute()).toEqual([]);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: ORIGIN,
      payload: { email: persona('giorgio.sala'), password: DEMO_PASSWORD },
    });
    expect(login.json().status).toBe(false);
    // Their session, remembered by the server, goes with them.
    expect((await t.app.inject({ method: 'GET', url: '/api/account', headers: { cookie: giorgioSession } })).statusCode).toBe(401);
    expect((await preview(giorgio, { cookie: hr.admin })).statusCode).toBe(404);
  });

  it('erases the evaluated person with their tests, report, reads and client logs; operations may too', async () => {
    const luca = f.userId('luca.ferri');
    const db = t.database.db;
    await t.app.inject({ method: 'GET', url: `/api/report/${f.campaignId}/individual/hr/${luca}/download`, headers: { cookie: hr.admin } });
    await db.insertInto('logs').values({ user_id: luca, data: '{"m":"x"}' }).execute();
    // A zip of the campaign's reports, built and holding his.
    const { rows } = await sql<{ id: number }>`
      insert into report_bulk_jobs (campaign_id, requested_by, lang, state, file_name, finished_at, expires_at)
      values (${f.campaignId}, ${f.userId('admin')}, 'it', 'done', 'all.zip', now(), now() + interval '1 day') returning id`.execute(db);
    const zip = rows[0]!.id;
    await sql`insert into report_bulk_job_people (job_id, person_id) values (${zip}, ${luca})`.execute(db);
    await sql`insert into report_bulk_chunks (job_id, seq, data) values (${zip}, 0, ${Buffer.from('PK zip')})`.execute(db);
    const counts = (await preview(luca, { authorization: `Bearer ${OPS_TOKEN}` })).json().counts;
    const reads = await db
      .selectFrom('report_reads' as never)
      .selectAll()
      .execute();
    expect(reads.length).toBeGreaterThan(0);
    expect(counts).toMatchObject({ reports: 1, reportReads: reads.length, clientLogs: 1 });
    expect(counts.tests).toBeGreaterThan(0);
    expect(counts.evaluationsAboutThem).toBeGreaterThan(0);

    const response = await erase(luca, { authorization: `Bearer ${OPS_TOKEN}` }, { confirmEmail: persona('luca.ferri') });
    expect(response.statusCode).toBe(200);
    expect(await exists(luca)).toBe(false);
    expect(await db.selectFrom('user_tests').where('user_id', '=', luca).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('feedback360_relations').where('evaluated_id', '=', luca).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('logs').where('data', '=', '{"m":"x"}').selectAll().execute()).toEqual([]);
    expect((await sql`select 1 from report_bulk_chunks where job_id = ${zip}`.execute(db)).rows).toEqual([]);
    expect((await sql<{ state: string }>`select state from report_bulk_jobs where id = ${zip}`.execute(db)).rows).toEqual([{ state: 'expired' }]);
    expect(
      (
        await db
          .selectFrom('report_reads' as never)
          .selectAll()
          .execute()
      ).length,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/report/${f.campaignId}/individual/hr/${luca}/download`, headers: { cookie: hr.admin } }))
        .statusCode,
    ).toBe(404);
  });
});
