import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

describe.each(testDatabases())('rpc on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let anna: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    anna = await t.login('anna.rossi');
  });
  afterAll(() => t?.close());

  const rpc = (payload: unknown, cookie: string | null = anna, test = 'RN', campaignId = f.campaignId) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v2/rpc/${campaignId}/${typeof test === 'string' ? f.testId(test) : test}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('fixes the deadline on the first startTimer and returns the same one afterwards', async () => {
    const before = Date.now();
    const first = await rpc({ action: 'startTimer', data: { seconds: 600 } });
    expect(first.statusCode).toBe(200);
    const { result } = first.json();
    const deadline = Date.parse(result.deadline);
    expect(deadline - Date.parse(result.startedAt)).toBe(600_000);
    expect(Date.parse(result.startedAt)).toBeGreaterThanOrEqual(before - 1000);

    const again = await rpc({ action: 'startTimer', data: { seconds: 3600 } });
    expect(again.json().result).toMatchObject({ startedAt: result.startedAt, deadline: result.deadline });

    const remaining = (await rpc({ action: 'remaining' })).json().result;
    expect(remaining.deadline).toBe(result.deadline);
    expect(remaining.remainingSeconds).toBeGreaterThan(590);
    expect(remaining.remainingSeconds).toBeLessThanOrEqual(600);
    // The activity counts down from the server's clock, so the answer carries it.
    expect(Math.abs(Date.parse(result.now) - Date.now())).toBeLessThan(5000);
    expect(Date.parse(remaining.now)).toBeGreaterThanOrEqual(Date.parse(result.now));
  });

  it('keeps one timer per user and test', async () => {
    expect((await rpc({ action: 'remaining' }, anna, 'CA')).json().result).toMatchObject({
      startedAt: null,
      deadline: null,
      remainingSeconds: null,
      now: expect.any(String),
    });
    const marco = await t.login('marco.bianchi');
    expect((await rpc({ action: 'remaining' }, marco)).json().result).toMatchObject({
      startedAt: null,
      deadline: null,
      remainingSeconds: null,
      now: expect.any(String),
    });
  });

  it('answers the server time', async () => {
    const { result } = (await rpc({ action: 'serverTime' })).json();
    expect(Math.abs(Date.parse(result.now) - Date.now())).toBeLessThan(5000);
  });

  it('answers 422 for a missing or unknown action, 400 for bad timer data', async () => {
    for (const payload of [{}, { action: '' }, { data: { seconds: 5 } }, undefined]) {
      const response = await rpc(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ status: false, code: 'ACTION_NOT_PROVIDED', message: 'action not provided' });
    }
    const unknown = await rpc({ action: 'launchRocket' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe("unknown action 'launchRocket': expected one of startTimer, remaining, serverTime");
    for (const action of ['toString', '__proto__', 'constructor']) expect((await rpc({ action })).statusCode).toBe(422);
    for (const data of [undefined, { seconds: 0 }, { seconds: 1.5 }, { seconds: '60' }, { seconds: 100_000 }]) {
      const response = await rpc({ action: 'startTimer', data }, anna, 'CA');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/seconds/);
    }
    expect((await rpc({ action: { name: 'startTimer' } })).statusCode).toBe(400);
  });

  it("answers 401 anonymous, 404 outside the user's campaign or test, 400 for bad ids", async () => {
    expect((await rpc({ action: 'serverTime' }, null)).statusCode).toBe(401);
    expect((await rpc({ action: 'serverTime' }, anna, 999999 as never)).json().code).toBe('TEST_NOT_FOUND');
    expect((await rpc({ action: 'serverTime' }, anna, 'RN', 999999)).json().code).toBe('CAMPAIGN_NOT_FOUND');
    const bad = await t.app.inject({ method: 'POST', url: '/api/v2/rpc/x/1', headers: { cookie: anna }, payload: { action: 'serverTime' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/campaignId/);
  });
});
