import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';
import { createSample, deleteSamples, updateSample } from './store';

describe.each(testDatabases())('samples as a generic list on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let admin: string;
  let companyId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    admin = await t.login('admin');
    ({ company_id: companyId } = await t.database.db
      .selectFrom('users')
      .where('id', '=', f.userId('admin'))
      .select('company_id')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string | null = admin, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const input = (overrides: object = {}) => ({
    companyId,
    assessorId: f.userId('admin'),
    assessedId: f.userId('elena.galli'),
    testId: f.testId('IB'),
    campaignId: null,
    ...overrides,
  });

  it('lets an assessor read the samples but not change them', async () => {
    const sara = await t.login('sara.conti');
    expect((await call('GET', `/api/samples?companyId=${companyId}`, sara)).statusCode).toBe(200);
    const created = await call('POST', '/api/samples', sara, input({ assessorId: f.userId('sara.conti'), assessedId: f.userId('paolo.neri') }));
    expect(created.statusCode).toBe(403);
    expect(created.json()).toMatchObject({ status: false, code: 'FORBIDDEN', message: 'only admins can change samples' });
    const [seeded] = (await call('GET', `/api/samples?companyId=${companyId}`)).json().samples;
    expect((await call('DELETE', `/api/samples/${seeded.id}`, sara)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/samples/selection', sara, { selection: [seeded.id] })).statusCode).toBe(403);
  });

  it('lists the company samples, the seeded three of sara first', async () => {
    const response = await call('GET', `/api/samples?companyId=${companyId}`);
    expect(response.statusCode).toBe(200);
    const { samples } = response.json();
    expect(samples).toHaveLength(3);
    expect(
      samples.every((s: { assessorId: number; campaignId: number }) => s.assessorId === f.userId('sara.conti') && s.campaignId === f.campaignId),
    ).toBe(true);
  });

  it("refuses a sample of a 360 test: staff never read a named rater's 360", async () => {
    const refused = await call('POST', '/api/samples', admin, input({ testId: 360, assessedId: f.userId('marco.bianchi') }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'INVALID_SAMPLE' });
  });

  it('creates, reads, updates and deletes a sample, and the assessor sees it', async () => {
    const created = await call('POST', '/api/samples', admin, input());
    expect(created.statusCode).toBe(200);
    const { sample } = created.json();
    expect(sample).toEqual({ id: expect.any(Number), ...input() });
    expect((await call('GET', `/api/samples/${sample.id}`)).json()).toEqual({ status: true, sample });

    const seen = await call('GET', `/api/users/assessed/${f.userId('admin')}/${f.testId('IB')}`);
    expect(seen.json().samples.map((s: { id: number }) => s.id)).toEqual([f.userId('elena.galli')]);
    expect((await call('GET', `/api/users/assessed/${f.userId('admin')}/${f.testId('CA')}`)).json().samples).toEqual([]);

    const updated = await call('PUT', `/api/samples/${sample.id}`, admin, input({ testId: null, campaignId: f.campaignId }));
    expect(updated.json().sample).toMatchObject({ id: sample.id, testId: null, campaignId: f.campaignId });
    expect((await call('GET', `/api/users/assessed/${f.userId('admin')}/${f.testId('CA')}`)).json().samples).toHaveLength(1);

    expect((await call('DELETE', `/api/samples/${sample.id}`)).json()).toEqual({ status: true, deleted: 1 });
    expect((await call('GET', `/api/samples/${sample.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/samples/${sample.id}`)).statusCode).toBe(404);
  });

  it('deletes a selection, only within the company', async () => {
    const a = (await call('POST', '/api/samples', admin, input({ assessedId: f.userId('nora.villa') }))).json().sample;
    const b = (await call('POST', '/api/samples', admin, input({ assessedId: f.userId('paolo.neri') }))).json().sample;
    const response = await call('DELETE', '/api/samples/selection', admin, { selection: [a.id, b.id, 999999] });
    expect(response.json()).toEqual({ status: true, deleted: 2 });
    expect((await call('DELETE', '/api/samples/selection', admin, { selection: [] })).statusCode).toBe(400);
  });

  it('refuses bad samples with 422 and a reason, duplicates with 409', async () => {
    const cases: [object, string][] = [
      [input({ testId: null }), 'a sample needs a testId or a campaignId'],
      [input({ assessedId: f.userId('admin') }), 'an assessor cannot be their own sample'],
      [input({ assessorId: f.userId('marco.bianchi') }), 'assessorId must be an assessor of the company'],
      [input({ assessedId: 999999 }), 'assessedId must be a user of the company'],
      [input({ testId: 999999 }), 'testId must be a test of the company'],
      [input({ campaignId: 999999 }), 'campaignId must be a campaign of the company'],
      [
        input({
          testId: f.testId('IB'),
          campaignId: (await t.database.db.selectFrom('campaigns').where('id', '<>', f.campaignId).select('id').executeTakeFirstOrThrow()).id,
        }),
        'testId must be a test of campaignId',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/samples', admin, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 422,
        body: { status: false, code: 'INVALID_SAMPLE', message },
      });
    }
    await call('POST', '/api/samples', admin, input());
    const twice = await call('POST', '/api/samples', admin, input());
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('SAMPLE_EXISTS');
    expect((await call('POST', '/api/samples', admin, { companyId })).statusCode).toBe(400);
  });

  it('has the store answer with what is wrong rather than an HTTP error', async () => {
    const db = t.database.db;
    expect(await createSample(db, input({ assessedId: f.userId('admin') }))).toEqual({
      ok: false,
      failure: { kind: 'invalid', message: 'an assessor cannot be their own sample' },
    });
    expect(await updateSample(db, 999_999, input())).toEqual({ ok: false, failure: { kind: 'notFound' } });
    const created = await createSample(db, input({ assessedId: f.userId('marco.bianchi') }));
    expect(created.ok).toBe(true);
    expect(await createSample(db, input({ assessedId: f.userId('marco.bianchi') }))).toEqual({ ok: false, failure: { kind: 'exists' } });
    if (created.ok) await deleteSamples(db, companyId, [created.sample.id]);
  });

  it('lets only the staff of the company manage samples', async () => {
    const marco = await t.login('marco.bianchi');
    expect((await call('GET', `/api/samples?companyId=${companyId}`, marco)).statusCode).toBe(403);
    expect((await call('POST', '/api/samples', marco, input())).statusCode).toBe(403);
    expect((await call('GET', `/api/samples?companyId=${companyId + 1}`)).statusCode).toBe(403);
    expect((await call('POST', '/api/samples', admin, input({ companyId: companyId + 1 }))).statusCode).toBe(403);
    expect((await call('GET', `/api/samples?companyId=${companyId}`, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/samples')).statusCode).toBe(400);
    expect((await call('GET', '/api/samples/abc')).statusCode).toBe(400);
  });
});
