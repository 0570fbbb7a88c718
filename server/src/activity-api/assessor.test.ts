import type { AssessedOutcome } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

describe.each(testDatabases())('assessor flows on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let sara: string;
  let marco: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    sara = await t.login('sara.conti');
    marco = await t.login('marco.bianchi');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', url: string, cookie: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const samplesUrl = (user: string, test: string) => `/api/users/assessed/${f.userId(user)}/${f.testId(test)}`;
  const outcomesUrl = (test: string, user: string) => `/api/outcomes/${f.campaignId}/${f.testId(test)}/${f.userId(user)}`;
  const assessedUrl = (test: string) => `/api/tests/${f.testId(test)}/assessedOutcomes/${f.campaignId}`;

  it('gives sara her three assessed users for any Leadership test', async () => {
    for (const test of ['IB', 'RN']) {
      const response = await call('GET', samplesUrl('sara.conti', test), sara);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: true,
        samples: [
          { id: f.userId('marco.bianchi'), firstName: 'Marco', lastName: 'Bianchi', email: 'marco.bianchi@demo.skillup.test' },
          { id: f.userId('luca.ferri'), firstName: 'Luca', lastName: 'Ferri', email: 'luca.ferri@demo.skillup.test' },
          { id: f.userId('anna.rossi'), firstName: 'Anna', lastName: 'Rossi', email: 'anna.rossi@demo.skillup.test' },
        ],
      });
    }
  });

  it('refuses samples to others: 403 for another user or a participant, 404 for an unknown test, 401 anonymous', async () => {
    expect((await call('GET', samplesUrl('marco.bianchi', 'IB'), sara)).statusCode).toBe(403);
    expect((await call('GET', samplesUrl('marco.bianchi', 'IB'), marco)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/assessed/${f.userId('sara.conti')}/999999`, sara)).json()).toMatchObject({ code: 'TEST_NOT_FOUND' });
    expect((await call('GET', samplesUrl('sara.conti', 'IB'), null)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/assessed/me/${f.testId('IB')}`, sara)).statusCode).toBe(400);
  });

  it('lets sara read the stored progress of an assessed user, and only of those', async () => {
    const response = await call('GET', `/api/tests/${f.testId('IB')}/data/${f.campaignId}/${f.userId('marco.bianchi')}`, sara);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: { version: 2, testData: null, testStatus: 'complete' } });
    const notSample = await call('GET', `/api/tests/${f.testId('IB')}/data/${f.campaignId}/${f.userId('elena.galli')}`, sara);
    expect(notSample.statusCode).toBe(403);
    expect(notSample.json().message).toBe('this user is not among your samples for this test');
  });

  it('keeps a seeded run at the version it was given', async () => {
    const stale = await call('POST', `/api/tests/${f.testId('IB')}/status/${f.campaignId}/${f.userId('marco.bianchi')}`, marco, {
      version: 1,
      status: 'incomplete',
    });
    expect(stale.json()).toEqual({ status: true, applied: false, version: 2 });
  });

  it('shows sara the outcomes of the seed and stores her own evaluation apart', async () => {
    const before = (await call('GET', assessedUrl('IB'), sara)).json();
    expect(before.status).toBe(true);
    const byUser = (list: AssessedOutcome[], user: string) => {
      const entry = list.find((e) => e.userId === f.userId(user));
      if (!entry) throw new Error(`${user} missing from the assessed outcomes`);
      return entry;
    };
    expect(before.list).toHaveLength(3);
    expect(byUser(before.list, 'luca.ferri')).toMatchObject({
      outcomes: expect.arrayContaining([{ name: 'prioritisation', value: 4.2, label: 'Priorità' }]),
      assessorOutcomes: expect.arrayContaining([{ name: 'priorities', value: 4 }]),
    });
    expect(byUser(before.list, 'anna.rossi')).toEqual({ userId: f.userId('anna.rossi'), outcomes: [], assessorOutcomes: [] });

    const given = [{ name: 'leadership', value: 3.5, label: 'Leadership' }];
    const write = await call('POST', outcomesUrl('IB', 'luca.ferri'), sara, { values: given });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toMatchObject({ status: true, applied: true });

    const after = (await call('GET', assessedUrl('IB'), sara)).json();
    expect(byUser(after.list, 'luca.ferri').assessorOutcomes).toEqual(given);
    expect(byUser(after.list, 'luca.ferri').outcomes).toEqual(byUser(before.list, 'luca.ferri').outcomes);
  });

  it("stores a participant's own outcomes, replacing the set, with versions when given", async () => {
    const first = await call('POST', outcomesUrl('CF', 'marco.bianchi'), marco, {
      values: [
        { name: 'a', value: 1 },
        { name: 'b', value: 2 },
      ],
    });
    expect(first.statusCode).toBe(200);
    await call('POST', outcomesUrl('CF', 'marco.bianchi'), marco, { values: [{ name: 'c', value: 3 }], version: 5 });
    const replay = await call('POST', outcomesUrl('CF', 'marco.bianchi'), marco, { values: [{ name: 'old', value: 0 }], version: 4 });
    expect(replay.json()).toEqual({ status: true, applied: false, version: 5 });
    const list = (await call('GET', assessedUrl('CF'), sara)).json().list;
    expect(list.find((e: { userId: number }) => e.userId === f.userId('marco.bianchi')).outcomes).toEqual([{ name: 'c', value: 3 }]);
  });

  it('refuses outcomes for someone else to a participant and to an assessor outside their samples', async () => {
    const participant = await call('POST', outcomesUrl('IB', 'luca.ferri'), marco, { values: [] });
    expect(participant.statusCode).toBe(403);
    expect(participant.json()).toMatchObject({ status: false, code: 'FORBIDDEN', message: 'only assessors can do this' });
    expect((await call('POST', outcomesUrl('IB', 'elena.galli'), sara, { values: [] })).statusCode).toBe(403);
    expect((await call('GET', assessedUrl('IB'), marco)).statusCode).toBe(403);
    expect((await call('GET', assessedUrl('IB'), null)).statusCode).toBe(401);
    expect((await call('POST', outcomesUrl('IB', 'luca.ferri'), sara, { values: [{ name: '', value: 1 }] })).statusCode).toBe(400);
    expect((await call('GET', `/api/tests/999999/assessedOutcomes/${f.campaignId}`, sara)).statusCode).toBe(404);
    const infinite = await t.app.inject({
      method: 'POST',
      url: outcomesUrl('IB', 'luca.ferri'),
      headers: { cookie: sara, 'content-type': 'application/json' },
      payload: '{"values":[{"name":"x","value":1e400}]}',
    });
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().message).toMatch(/value/);
  });

  it('lets an admin assess only the users of their own samples', async () => {
    const admin = await t.login('admin');
    const list = await call('GET', assessedUrl('IB'), admin);
    expect(list.json()).toEqual({ status: true, list: [] });
    expect((await call('GET', `/api/tests/${f.testId('IB')}/sync/${f.campaignId}/${f.userId('luca.ferri')}`, admin)).statusCode).toBe(403);
  });

  it("never shows staff a rater's 360 run, even under a sample of the whole campaign", async () => {
    const feedback360 = 360;
    const raterRun = `/api/tests/${feedback360}/sync/${f.campaignId}/${f.userId('marco.bianchi')}`;
    const activityRun = `/api/tests/${f.testId('IB')}/sync/${f.campaignId}/${f.userId('marco.bianchi')}`;
    expect((await call('GET', activityRun, sara)).statusCode).toBe(200);
    for (const url of [
      raterRun,
      `/api/users/assessed/${f.userId('sara.conti')}/${feedback360}`,
      `/api/tests/${feedback360}/assessedOutcomes/${f.campaignId}`,
    ]) {
      const refused = await call('GET', url, sara);
      expect({ url, status: refused.statusCode, code: refused.json().code }).toEqual({ url, status: 404, code: 'TEST_NOT_FOUND' });
    }
    const write = await call('POST', `/api/outcomes/${f.campaignId}/${feedback360}/${f.userId('marco.bianchi')}`, sara, {
      version: 1,
      values: [],
    });
    expect(write.statusCode).toBe(404);
    expect((await call('GET', raterRun, marco)).statusCode).toBe(200);
  });
});
