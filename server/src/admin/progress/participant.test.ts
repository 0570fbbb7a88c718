import type { ParticipantProgressResponse, TestResetResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../../test-harness/test-app';
import { addUser, loginAs } from '../../test-harness/users';
import { progressFixture, type ProgressFixture } from '../../test-harness/progress-fixture';
import { RESET_VERSION_STEP } from './reset';

describe.each(testDatabases())("one participant's progress and a test's reset on $name", (target) => {
  let t: TestApp;
  let f: ProgressFixture;
  let admin: string;
  let adminId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await progressFixture(t);
    admin = await t.login('admin');
    adminId = (await t.database.db.selectFrom('users').where('email', '=', 'admin@demo.skillup.test').select('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const detailUrl = (userId: number, campaignId = f.campaignId) => `/api/admin/campaigns/${campaignId}/participants/${userId}/progress`;
  const resetUrl = (userId: number, testId: number, campaignId = f.campaignId) =>
    `/api/admin/campaigns/${campaignId}/participants/${userId}/tests/${testId}/reset`;
  const detail = async (userId: number) => {
    const response = await t.app.inject({ method: 'GET', url: detailUrl(userId), headers: { cookie: admin } });
    expect(response.statusCode).toBe(200);
    return response.json() as ParticipantProgressResponse;
  };
  const reset = (userId: number, testId: number, payload: object, headers: Record<string, string> = { cookie: admin }, campaignId = f.campaignId) =>
    t.app.inject({ method: 'POST', url: resetUrl(userId, testId, campaignId), headers, payload });
  /** A write of the participant's own queue, as the browser sends it. */
  const queueWrite = (cookie: string, userId: number, testId: number, version: number, status: string) =>
    t.app.inject({ method: 'POST', url: `/api/tests/${testId}/status/${f.campaignId}/${userId}`, headers: { cookie }, payload: { version, status } });

  it("shows the participant's tests with their saves, outcomes and timer, and where their report is", async () => {
    const carla = f.userId('carla');
    await t.database.db
      .insertInto('test_outcomes')
      .values({ user_id: carla, test_id: f.testIds[0]!, outcomes: JSON.stringify([{ name: 'score', value: 7 }]) })
      .execute();
    const body = await detail(carla);
    expect(body.participant).toMatchObject({
      userId: carla,
      firstName: 'Carla',
      team: 'Sales',
      manager: { id: f.userId('bruno'), name: 'Bruno Abate' },
      active: true,
      lang: 'it',
      lastAccess: null,
      state: 'in progress',
    });
    expect(body.tests.map((test) => [test.abbreviation, test.status, test.hasOutcomes, test.lastSavedAt])).toEqual([
      ['T1', 'complete', true, '2026-01-12T10:00:00.000Z'],
      ['T2', 'incomplete', false, '2026-02-12T10:00:00.000Z'],
      ['T3', 'not attempted', false, null],
    ]);
    expect(body.tests[0]!.firstSavedAt).toEqual(expect.any(String));
    expect(body.tests[2]).toMatchObject({ firstSavedAt: null, version: 0, timer: null });
    expect(body.resets).toEqual([]);
    expect(body.report).toEqual({
      available: false,
      view: `/report/${f.campaignId}/individual/personal/${carla}`,
      download: `/report/${f.campaignId}/individual/hr/${carla}/download`,
    });
    expect(body.feedback360).toBeNull();
  });

  it('stamps the first save once, while the last save moves on', async () => {
    const dario = f.userId('dario');
    const cookie = await loginAs(t, f.email('dario'));
    expect((await queueWrite(cookie, dario, f.testIds[2]!, 1, 'incomplete')).json()).toMatchObject({ applied: true });
    const first = (await detail(dario)).tests[2]!;
    expect(first).toMatchObject({ status: 'incomplete', version: 1 });
    expect(first.firstSavedAt).toEqual(first.lastSavedAt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await queueWrite(cookie, dario, f.testIds[2]!, 2, 'complete')).json()).toMatchObject({ applied: true });
    const second = (await detail(dario)).tests[2]!;
    expect(second.firstSavedAt).toBe(first.firstSavedAt);
    expect(Date.parse(second.lastSavedAt!)).toBeGreaterThan(Date.parse(first.lastSavedAt!));
  });

  it("starts a test again above every version the participant's devices hold, and logs who did it and why", async () => {
    const carla = f.userId('carla');
    const [t1, , t3] = f.testIds as [number, number, number];
    await t.database.db
      .insertInto('test_timers')
      .values({ user_id: carla, test_id: t3, started_at: new Date(), deadline: new Date(Date.now() + 60_000) })
      .execute();
    expect((await detail(carla)).tests[2]!.timer).not.toBeNull();

    const response = await reset(carla, t1, { reason: '  Connection lost during the test  ' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TestResetResponse;
    expect(body.reset).toMatchObject({
      testId: t1,
      reason: 'Connection lost during the test',
      resetBy: { id: adminId, name: 'Amministratore Demo' },
    });
    expect(body.test).toMatchObject({
      testId: t1,
      status: 'not attempted',
      version: 1 + RESET_VERSION_STEP,
      firstSavedAt: null,
      lastSavedAt: null,
      hasOutcomes: false,
    });
    const outcomes = await t.database.db
      .selectFrom('test_outcomes')
      .where('user_id', '=', carla)
      .where('test_id', '=', t1)
      .select(['outcomes', 'version'])
      .executeTakeFirstOrThrow();
    expect(outcomes).toEqual({ outcomes: [], version: 1 + RESET_VERSION_STEP });

    // A change the device queued before the reset, with any version below the jump, is refused.
    const cookie = await loginAs(t, f.email('carla'));
    const late = await queueWrite(cookie, carla, t1, 50_000, 'complete');
    expect(late.json()).toMatchObject({ applied: false, version: 1 + RESET_VERSION_STEP });
    expect((await detail(carla)).tests[0]!.status).toBe('not attempted');
    // So are its outcomes, as the queue's OUTCOMES call sends them (docs/queue.md §4): with their version.
    const lateOutcomes = await t.app.inject({
      method: 'POST',
      url: `/api/outcomes/${f.campaignId}/${t1}/${carla}`,
      headers: { cookie },
      payload: { values: [{ name: 'score', value: 9 }], version: 50_001 },
    });
    expect(lateOutcomes.json()).toMatchObject({ applied: false, version: 1 + RESET_VERSION_STEP });
    expect((await detail(carla)).tests[0]!.hasOutcomes).toBe(false);
    expect((await queueWrite(cookie, carla, t1, 2 + RESET_VERSION_STEP, 'incomplete')).json()).toMatchObject({ applied: true });

    expect((await reset(carla, t3, { reason: 'Timer expired by mistake' })).statusCode).toBe(200);
    const after = await detail(carla);
    expect(after.tests[2]!.timer).toBeNull();
    expect(after.tests[0]!.status).toBe('incomplete');
    expect(after.resets.map((r) => [r.testId, r.reason])).toEqual([
      [t3, 'Timer expired by mistake'],
      [t1, 'Connection lost during the test'],
    ]);
    const logged = await t.database.db.selectFrom('test_resets').where('user_id', '=', carla).select(['reset_by']).execute();
    expect(logged.map((r) => r.reset_by)).toEqual([adminId, adminId]);
  });

  it('gives back a participant whose campaign was marked completed their place in it; the operations tools reset as nobody', async () => {
    const bruno = f.userId('bruno');
    const db = t.database.db;
    await db.updateTable('user_campaigns').set({ state: 'COMPLETED' }).where('user_id', '=', bruno).where('campaign_id', '=', f.campaignId).execute();
    expect((await detail(bruno)).report.available).toBe(true);
    const response = await reset(bruno, f.testIds[1]!, { reason: 'Retake' }, { authorization: `Bearer ${OPS_TOKEN}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().reset.resetBy).toBeNull();
    const enrolment = await db
      .selectFrom('user_campaigns')
      .where('user_id', '=', bruno)
      .where('campaign_id', '=', f.campaignId)
      .select('state')
      .executeTakeFirstOrThrow();
    expect(enrolment.state).toBe('ACTIVE');
    expect((await detail(bruno)).participant.state).toBe('in progress');
  });

  it('refuses a reason that is blank or too long, and stores nothing', async () => {
    const ivo = f.userId('ivo');
    const [t1] = f.testIds as [number];
    for (const payload of [{ reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }, {}, { reason: 'ok', extra: 1 }]) {
      const response = await reset(ivo, t1, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
    }
    expect((await reset(ivo, t1, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('test_resets').where('user_id', '=', ivo).select('id').execute()).toHaveLength(1);
  });

  it('answers 404 for a test, a person or a campaign out of reach, 409 for the 360, 403 to a superassessor', async () => {
    const db = t.database.db;
    const fabio = f.userId('fabio');
    const [t1] = f.testIds as [number];
    const expectCode = async (response: Awaited<ReturnType<typeof reset>>, status: number, code: string) => {
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    };
    await expectCode(await reset(fabio, 360, { reason: 'r' }), 404, 'TEST_NOT_FOUND');
    await expectCode(await reset(f.userId('staff'), t1, { reason: 'r' }), 404, 'PARTICIPANT_NOT_FOUND');
    const anna = (await db.selectFrom('users').where('email', '=', 'anna.rossi@demo.skillup.test').select('id').executeTakeFirstOrThrow()).id;
    await expectCode(await reset(anna, t1, { reason: 'r' }), 404, 'PARTICIPANT_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: detailUrl(anna), headers: { cookie: admin } })).statusCode).toBe(404);

    const leadership = await db
      .selectFrom('tests')
      .where('kind', '=', 'feedback360')
      .select(['id', 'campaign_id'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expectCode(await reset(anna, leadership.id, { reason: 'r' }, { cookie: admin }, leadership.campaign_id), 409, 'TEST_360_NOT_RESETTABLE');
    const annaDetail = await t.app.inject({ method: 'GET', url: detailUrl(anna, leadership.campaign_id), headers: { cookie: admin } });
    expect(annaDetail.json().feedback360).toEqual({ asRater: expect.any(Object), asEvaluated: expect.any(Object) });

    const acmeAdmin = await addUser(t, 'hr@acme.skillup.test', 'admin', 'acme');
    await expectCode(await reset(fabio, t1, { reason: 'r' }, { cookie: acmeAdmin }), 404, 'CAMPAIGN_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: detailUrl(fabio), headers: { cookie: acmeAdmin } })).statusCode).toBe(404);

    const reader = await addUser(t, 'reader@demo.skillup.test', 'superassessor', 'demo');
    expect((await reset(fabio, t1, { reason: 'r' }, { cookie: reader })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: detailUrl(fabio), headers: { cookie: reader } })).statusCode).toBe(200);
    expect(await db.selectFrom('test_resets').where('user_id', '=', fabio).select('id').execute()).toEqual([]);
    expect((await detail(fabio)).tests.every((test) => test.status === 'complete')).toBe(true);
  });
});
