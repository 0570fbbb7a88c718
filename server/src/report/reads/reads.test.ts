import type { AuditResponse, MyReportReadsResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, companyIdOf, hrSessions, insertEnrolledUser } from '../../test-harness/users';
import { readsDb } from './reads-table';

describe.each(testDatabases())('who read whose report, on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let luca: string;
  let sara: string;
  let hr: Awaited<ReturnType<typeof hrSessions>>;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    luca = await t.login('luca.ferri');
    sara = await t.login('sara.conti');
    hr = await hrSessions(t);
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const as = (cookie: string) => ({ cookie });
  const page = (user: string) => `/api/report/${f.campaignId}/individual/personal/${f.userId(user)}`;
  const myReads = async (cookie: string) => {
    const response = await get('/api/me/report-reads', as(cookie));
    expect(response.statusCode).toBe(200);
    return (response.json() as MyReportReadsResponse).reads;
  };
  const audit = async (query: string, headers: Record<string, string>) => get(`/api/admin/audit${query}`, headers);
  const clearLog = () => readsDb(t.database.db).deleteFrom('report_reads').execute();

  beforeEach(clearLog);

  it('records each kind of read with who, whose, what and from where, and shows luca the ones by others', async () => {
    expect((await get(page('luca.ferri'), as(luca))).statusCode).toBe(200);
    expect((await get(`${page('luca.ferri')}/download`, as(luca))).statusCode).toBe(200);
    expect((await get(`/api/report/${f.campaignId}/individual/hr/${f.userId('luca.ferri')}/download`, as(hr.admin))).statusCode).toBe(200);
    expect((await get(page('luca.ferri'), as(sara))).statusCode).toBe(200);
    const report = await t.database.db
      .selectFrom('jasper_reports')
      .where('campaign_id', '=', f.campaignId)
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/reports/${report.id}/run/${f.campaignId}/${f.userId('luca.ferri')}`, as(sara))).statusCode).toBe(200);

    const log = await readsDb(t.database.db)
      .selectFrom('report_reads')
      .where('person_id', '=', f.userId('luca.ferri'))
      .select(['kind', 'reader_kind', 'reader_name', 'address', 'campaign_id'])
      .orderBy('id')
      .execute();
    expect(log.map((r) => [r.kind, r.reader_kind, r.reader_name])).toEqual([
      ['page', 'self', 'Luca Ferri'],
      ['pdf', 'self', 'Luca Ferri'],
      ['hrPdf', 'staff', expect.any(String)],
      ['page', 'staff', 'Sara Conti'],
      ['run', 'staff', 'Sara Conti'],
    ]);
    expect(log.every((r) => r.address === '127.0.0.1' && r.campaign_id === f.campaignId)).toBe(true);

    const reads = await myReads(luca);
    expect(reads.map((r) => [r.kind, r.reader.name])).toEqual([
      ['run', 'Sara Conti'],
      ['page', 'Sara Conti'],
      ['hrPdf', expect.any(String)],
    ]);
    expect(reads[0]).toMatchObject({ campaignId: f.campaignId, campaignName: expect.any(String), reader: { kind: 'staff' } });
    expect(await myReads(sara)).toEqual([]);
  });

  it('records nothing when the report is refused', async () => {
    expect((await get(page('marco.bianchi'), as(luca))).statusCode).toBe(403);
    expect((await get(`/api/report/${f.campaignId}/individual/hr/${f.userId('luca.ferri')}/download`, as(luca))).statusCode).toBe(403);
    expect((await get(page('luca.ferri'), as(hr.acmeAdmin))).statusCode).toBe(404);
    expect(await readsDb(t.database.db).selectFrom('report_reads').selectAll().execute()).toEqual([]);
  });

  it('filters a campaign of luca’s reads and refuses a malformed filter', async () => {
    await get(page('luca.ferri'), as(sara));
    expect((await get(`/api/me/report-reads?campaignId=${f.campaignId}`, as(luca))).json().reads).toHaveLength(1);
    expect((await get(`/api/me/report-reads?campaignId=${f.campaignId + 1000}`, as(luca))).json().reads).toHaveLength(0);
    expect((await get('/api/me/report-reads?campaignId=x', as(luca))).statusCode).toBe(400);
    expect((await get('/api/me/report-reads?other=1', as(luca))).statusCode).toBe(400);
    expect((await get('/api/me/report-reads', {})).statusCode).toBe(401);
  });

  it('gives the company admin the whole log, filterable by person, as pages or CSV; nobody else', async () => {
    await get(page('luca.ferri'), as(sara));
    await get(page('marco.bianchi'), as(sara));
    await get(page('luca.ferri'), as(luca));

    const all = (await audit('', as(hr.admin))).json() as AuditResponse;
    expect(all.total).toBe(3);
    expect(all.reads[0]).toMatchObject({
      kind: 'page',
      person: { id: f.userId('luca.ferri'), firstName: 'Luca', lastName: 'Ferri' },
      reader: { id: f.userId('luca.ferri'), kind: 'self', name: 'Luca Ferri' },
      address: '127.0.0.1',
      campaign: { id: f.campaignId },
    });
    const marco = (await audit(`?userId=${f.userId('marco.bianchi')}`, as(hr.admin))).json() as AuditResponse;
    expect(marco.reads.map((r) => r.person.id)).toEqual([f.userId('marco.bianchi')]);

    const csv = await audit(`?userId=${f.userId('luca.ferri')}&format=csv&lang=en`, as(hr.admin));
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe("Date,Campaign,Last name,First name,Email,Read by,Reader's role,What,Address");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Ferri,Luca,luca.ferri@demo.skillup.test,Luca Ferri,The person,Report page,127.0.0.1');
    expect(lines[2]).toContain('Sara Conti,Staff,Report page');

    expect(((await audit('', as(hr.acmeAdmin))).json() as AuditResponse).total).toBe(0);
    expect((await audit('', as(hr.reader))).statusCode).toBe(403);
    expect((await audit('', as(luca))).statusCode).toBe(403);
    expect((await audit('', {})).statusCode).toBe(401);
    expect(((await audit('', { authorization: `Bearer ${OPS_TOKEN}` })).json() as AuditResponse).total).toBe(3);
    expect((await audit('?page=0', as(hr.admin))).statusCode).toBe(400);
    expect((await audit('?userId=1.5', as(hr.admin))).statusCode).toBe(400);
  });

  it('keeps a reader by name once their account is gone, and the lines of a person go with them', async () => {
    const temp = await addUser(t, 'temp.hr@demo.skillup.test', 'admin', 'demo');
    expect((await get(page('luca.ferri'), as(temp))).statusCode).toBe(200);
    await t.database.db.deleteFrom('users').where('email', '=', 'temp.hr@demo.skillup.test').execute();
    const [read] = await myReads(luca);
    expect(read?.reader).toEqual({ kind: 'staff', name: expect.stringMatching(/\S/) });

    const companyId = await companyIdOf(t, 'demo');
    const person = await insertEnrolledUser(t, {
      companyId,
      email: 'gone@demo.skillup.test',
      firstName: 'Gone',
      lastName: 'Away',
      campaignIds: [f.campaignId],
    });
    await readsDb(t.database.db)
      .insertInto('report_reads')
      .values({
        company_id: companyId,
        campaign_id: f.campaignId,
        person_id: person.id,
        reader_id: null,
        reader_kind: 'operations',
        reader_name: 'operations',
        kind: 'export',
        address: null,
      })
      .execute();
    await t.database.db.deleteFrom('users').where('id', '=', person.id).execute();
    expect(await readsDb(t.database.db).selectFrom('report_reads').where('person_id', '=', person.id).selectAll().execute()).toEqual([]);
  });
});
