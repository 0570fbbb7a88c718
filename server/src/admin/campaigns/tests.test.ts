import { Value } from '@sinclair/typebox/value';
import { AdminActivityListResponse, AdminTestResponse, type AdminTest } from '@skillup/shared/api/contract';
import { testDatabases } from '../../test-harness/databases';
import { leadershipFixture, type LeadershipFixture } from '../../test-harness/leadership-fixture';
import { startTestApp, type TestApp } from '../../test-harness/test-app';
import { hrSessions } from '../../test-harness/users';

describe.each(testDatabases())('HR campaigns: the tests of a campaign on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let admin: string;
  let acmeAdmin: string;
  let reader: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    ({ admin, acmeAdmin, reader } = await hrSessions(t));
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
    t.app.inject({ method, url: `/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function newCampaign(theme = 'skillup') {
    const response = await call('POST', '/campaigns', {
      languages: [{ lang: 'it', name: 'Prove', description: '' }],
      theme,
      dateStart: '2027-01-01',
      dateEnd: '2027-12-31',
    });
    return response.json().campaign.id as number;
  }
  async function addTest(campaignId: number, overrides: object = {}): Promise<AdminTest> {
    const response = await call('POST', `/campaigns/${campaignId}/tests`, {
      activity: 'in-basket',
      abbreviation: 'IB',
      name: { it: 'In-Basket' },
      ...overrides,
    });
    expect(response.statusCode).toBe(201);
    return response.json().test;
  }
  const testsOf = async (campaignId: number): Promise<AdminTest[]> => (await call('GET', `/campaigns/${campaignId}`)).json().tests;
  const testRows = (campaignId: number) =>
    t.database.db.selectFrom('tests').selectAll().where('campaign_id', '=', campaignId).orderBy('position').execute();

  it('offers the catalogue: the five activities and the 360, each with its url', async () => {
    const response = await call('GET', '/activities');
    expect(response.statusCode).toBe(200);
    expect(Value.Check(AdminActivityListResponse, response.json())).toBe(true);
    const { activities } = response.json();
    expect(activities.map((a: { activity: string }) => a.activity)).toEqual([
      'in-basket',
      'situational-judgement',
      'business-case',
      'numerical-reasoning',
      'self-reflection',
      '360',
    ]);
    expect(activities.find((a: { activity: string }) => a.activity === '360')).toMatchObject({ kind: 'feedback360', url: '360/index.html' });
    expect((await call('GET', '/activities', undefined, reader)).statusCode).toBe(200);
  });

  it('adds a test as the seed writes one, so the task list shows what HR chose', async () => {
    const campaignId = await newCampaign();
    const response = await call('POST', `/campaigns/${campaignId}/tests`, {
      activity: 'numerical-reasoning',
      abbreviation: 'RN',
      color: '#8E44AD',
      duration: 20,
      name: { it: 'Ragionamento', en: 'Reasoning', es: '' },
      description: { it: 'Quesiti a tempo' },
      instructions: { en: 'You have 20 minutes' },
      repeatable: true,
      hasTimer: true,
      exitMessage: { it: 'Il tempo continua' },
      startDate: '2027-02-01',
    });
    expect(response.statusCode).toBe(201);
    expect(Value.Check(AdminTestResponse, response.json())).toBe(true);
    expect(response.json().test).toEqual({
      id: expect.any(Number),
      campaignId,
      activity: 'numerical-reasoning',
      url: 'numerical-reasoning/index.html',
      position: 1,
      abbreviation: 'RN',
      color: '#8E44AD',
      duration: 20,
      name: { it: 'Ragionamento', en: 'Reasoning' },
      description: { it: 'Quesiti a tempo' },
      instructions: { en: 'You have 20 minutes' },
      prerequisites: [],
      repeatable: true,
      hasTimer: true,
      exitMessage: { it: 'Il tempo continua' },
      startDate: '2027-02-01',
      answered: false,
    });
    const [row] = await testRows(campaignId);
    expect(row!.json_data).toEqual({ image: 'numerical-reasoning/cover.svg', color: '#8E44AD', duration: 20 });
    expect(row!.legacy).toBe(true);

    const recoloured = await call('PATCH', `/campaigns/${campaignId}/tests/${row!.id}`, { color: '#112233', duration: null });
    expect(recoloured.json().test).toMatchObject({ color: '#112233', duration: null });
    expect((await testRows(campaignId))[0]!.json_data).toEqual({ image: 'numerical-reasoning/cover.svg', color: '#112233' });
  });

  it.each([
    ['an activity the catalogue lacks', { activity: 'chess' }, 400, 'UNKNOWN_ACTIVITY'],
    ['no name in any language', { name: { it: '  ' } }, 400, 'NO_TEST_NAME'],
    ['a start day that does not exist', { startDate: '2027-02-29' }, 400, 'INVALID_DATE'],
    ['a colour that is not one', { color: 'red' }, 400, 'BAD_REQUEST'],
    ['a prerequisite of another campaign', { prerequisites: [360] }, 400, 'UNKNOWN_PREREQUISITE'],
  ])('refuses a test with %s and stores nothing', async (_, overrides, status, code) => {
    const campaignId = await newCampaign();
    const response = await call('POST', `/campaigns/${campaignId}/tests`, {
      activity: 'in-basket',
      abbreviation: 'IB',
      name: { it: 'x' },
      ...overrides,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(await testRows(campaignId)).toEqual([]);
  });

  it('keeps one 360 test per campaign', async () => {
    const campaignId = await newCampaign();
    const feedback = await addTest(campaignId, { activity: '360', abbreviation: '360', name: { it: 'Feedback 360°' } });
    expect(feedback).toMatchObject({ activity: '360', url: '360/index.html' });
    expect((await testRows(campaignId))[0]).toMatchObject({ kind: 'feedback360', json_data: {} });
    const second = await call('POST', `/campaigns/${campaignId}/tests`, { activity: '360', abbreviation: 'F', name: { it: 'Ancora' } });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('DUPLICATE_360');
    const other = await addTest(campaignId);
    const moved = await call('PATCH', `/campaigns/${campaignId}/tests/${other.id}`, { activity: '360' });
    expect(moved.json().code).toBe('DUPLICATE_360');
    expect((await call('DELETE', `/campaigns/${campaignId}/tests/${feedback.id}`)).statusCode).toBe(200);
    const now360 = await call('PATCH', `/campaigns/${campaignId}/tests/${other.id}`, { activity: '360' });
    expect(now360.json().test).toMatchObject({ activity: '360', url: '360/index.html' });
    expect((await testRows(campaignId))[0]).toMatchObject({ kind: 'feedback360' });
    const back = await call('PATCH', `/campaigns/${campaignId}/tests/${other.id}`, { activity: 'self-reflection' });
    expect(back.json().test).toMatchObject({ activity: 'self-reflection' });
    expect((await testRows(campaignId))[0]).toMatchObject({ kind: 'activity', url: 'self-reflection/index.html' });
  });

  it('places tests where asked and keeps positions 1…n through moves, removals and a new order', async () => {
    const campaignId = await newCampaign();
    const a = await addTest(campaignId, { abbreviation: 'A' });
    const b = await addTest(campaignId, { abbreviation: 'B' });
    const c = await addTest(campaignId, { abbreviation: 'C', position: 1 });
    const order = async () => (await testsOf(campaignId)).map((test) => [test.abbreviation, test.position]);
    expect(await order()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await call('PATCH', `/campaigns/${campaignId}/tests/${c.id}`, { position: 99 });
    expect(await order()).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    const reordered = await call('PUT', `/campaigns/${campaignId}/tests/order`, { testIds: [b.id, c.id, a.id] });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().tests.map((test: AdminTest) => test.abbreviation)).toEqual(['B', 'C', 'A']);
    await call('DELETE', `/campaigns/${campaignId}/tests/${c.id}`);
    expect(await order()).toEqual([
      ['B', 1],
      ['A', 2],
    ]);
  });

  it.each([
    ['one test missing', (ids: number[]) => ids.slice(1)],
    ['one test twice', (ids: number[]) => [ids[0]!, ids[0]!, ids[1]!]],
    ['a test of another campaign', (ids: number[]) => [ids[0]!, 360]],
  ])('refuses a new order with %s', async (_, order) => {
    const campaignId = await newCampaign();
    const ids = [(await addTest(campaignId)).id, (await addTest(campaignId)).id];
    const response = await call('PUT', `/campaigns/${campaignId}/tests/order`, { testIds: order(ids) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('ORDER_MISMATCH');
    expect((await testsOf(campaignId)).map((test) => test.id)).toEqual(ids);
  });

  it('refuses prerequisites that wait in a circle, directly or through others', async () => {
    const campaignId = await newCampaign();
    const a = await addTest(campaignId);
    const b = await addTest(campaignId, { prerequisites: [a.id] });
    const c = await addTest(campaignId, { prerequisites: [b.id] });
    for (const [test, prerequisites] of [
      [a, [a.id]],
      [a, [b.id]],
      [a, [c.id]],
    ] as const) {
      const response = await call('PATCH', `/campaigns/${campaignId}/tests/${test.id}`, { prerequisites });
      expect({ prerequisites, status: response.statusCode, code: response.json().code }).toEqual({
        prerequisites,
        status: 400,
        code: 'PREREQUISITE_CYCLE',
      });
    }
    expect((await testsOf(campaignId)).map((test) => test.prerequisites)).toEqual([[], [a.id], [b.id]]);
    const fine = await call('PATCH', `/campaigns/${campaignId}/tests/${c.id}`, { prerequisites: [a.id, b.id, a.id] });
    expect(fine.json().test.prerequisites).toEqual([a.id, b.id]);
  });

  it('removes a test nobody answered, and the tests that waited for it no longer do', async () => {
    const campaignId = await newCampaign();
    const a = await addTest(campaignId);
    const b = await addTest(campaignId, { prerequisites: [a.id] });
    const removed = await call('DELETE', `/campaigns/${campaignId}/tests/${a.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().tests).toEqual([expect.objectContaining({ id: b.id, prerequisites: [], position: 1 })]);
  });

  it('refuses to remove a test with answers, or to point it at another activity, saying why; other edits pass', async () => {
    const campaignId = await newCampaign();
    const test = await addTest(campaignId);
    const anna = f.userId('anna.rossi');
    await t.database.db
      .insertInto('user_tests')
      .values({ user_id: anna, test_id: test.id, status: 'incomplete', version: 1, data: '{"step":1}' })
      .execute();
    expect((await testsOf(campaignId))[0]!.answered).toBe(true);

    const removal = await call('DELETE', `/campaigns/${campaignId}/tests/${test.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({ code: 'TEST_HAS_ANSWERS', message: expect.stringContaining('already answered') });
    const change = await call('PATCH', `/campaigns/${campaignId}/tests/${test.id}`, { activity: 'business-case', name: { it: 'Altro' } });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('ACTIVITY_HAS_ANSWERS');
    expect((await testRows(campaignId))[0]).toMatchObject({ url: 'in-basket/index.html', name: { it: 'In-Basket' } });

    const rename = await call('PATCH', `/campaigns/${campaignId}/tests/${test.id}`, { activity: 'in-basket', name: { it: 'Posta in arrivo' } });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().test).toMatchObject({ activity: 'in-basket', name: { it: 'Posta in arrivo' } });
  });

  it('counts a test only opened (not attempted, no data) as not answered', async () => {
    const campaignId = await newCampaign();
    const test = await addTest(campaignId);
    await t.database.db
      .insertInto('user_tests')
      .values({ user_id: f.userId('anna.rossi'), test_id: test.id, status: 'not attempted', version: 0, data: null })
      .execute();
    const changed = await call('PATCH', `/campaigns/${campaignId}/tests/${test.id}`, { activity: 'self-reflection' });
    expect(changed.json().test).toMatchObject({ activity: 'self-reflection', url: 'self-reflection/index.html', answered: false });
    expect((await call('DELETE', `/campaigns/${campaignId}/tests/${test.id}`)).statusCode).toBe(200);
  });

  it('sees the seeded tests with answers as answered, the 360 by its evaluations', async () => {
    const tests = await testsOf(f.campaignId);
    const byAbbreviation = Object.fromEntries(tests.map((test) => [test.abbreviation, test]));
    expect(byAbbreviation['360']).toMatchObject({ activity: '360', answered: true });
    expect(byAbbreviation.IB).toMatchObject({ activity: 'in-basket', answered: true });
    const removal = await call('DELETE', `/campaigns/${f.campaignId}/tests/${f.testId('360')}`);
    expect(removal.json().code).toBe('TEST_HAS_ANSWERS');
  });

  it('answers a test of another campaign, or of another company, as not found', async () => {
    const campaignId = await newCampaign();
    const own = await addTest(campaignId);
    const wrongCampaign = await call('PATCH', `/campaigns/${campaignId}/tests/${f.testId('IB')}`, { duration: 5 });
    expect(wrongCampaign.statusCode).toBe(404);
    expect(wrongCampaign.json().code).toBe('TEST_NOT_FOUND');
    expect((await call('DELETE', `/campaigns/${campaignId}/tests/${f.testId('IB')}`)).json().code).toBe('TEST_NOT_FOUND');
    for (const response of [
      await call('POST', `/campaigns/${campaignId}/tests`, { activity: 'in-basket', abbreviation: 'X', name: { it: 'x' } }, acmeAdmin),
      await call('PATCH', `/campaigns/${campaignId}/tests/${own.id}`, { duration: 5 }, acmeAdmin),
      await call('DELETE', `/campaigns/${campaignId}/tests/${own.id}`, undefined, acmeAdmin),
      await call('PUT', `/campaigns/${campaignId}/tests/order`, { testIds: [own.id] }, acmeAdmin),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
    }
    expect(await testsOf(campaignId)).toEqual([own]);
  });

  it('lets a superassessor change no test', async () => {
    const campaignId = await newCampaign();
    const own = await addTest(campaignId);
    expect(
      (await call('POST', `/campaigns/${campaignId}/tests`, { activity: 'in-basket', abbreviation: 'X', name: { it: 'x' } }, reader)).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `/campaigns/${campaignId}/tests/${own.id}`, { duration: 5 }, reader)).statusCode).toBe(403);
    expect((await call('DELETE', `/campaigns/${campaignId}/tests/${own.id}`, undefined, reader)).statusCode).toBe(403);
    expect(await testsOf(campaignId)).toEqual([own]);
  });
});
