import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';
import { leadershipFixture, type LeadershipFixture } from '../test-harness/leadership-fixture';

/** A multipart body as a browser's FormData makes it. */
function multipart(fields: Record<string, string>, asFile: string[] = []) {
  const boundary = '----skillupBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(([name, value]) => {
    const disposition = asFile.includes(name)
      ? `form-data; name="${name}"; filename="blob"\r\nContent-Type: application/json`
      : `form-data; name="${name}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
  });
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(testDatabases())('beacon and logs form data on $name', (target) => {
  let t: TestApp;
  let f: LeadershipFixture;
  let anna: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    f = await leadershipFixture(t);
    anna = await t.login('anna.rossi');
  });
  afterAll(() => t?.close());

  const item = (type: string, test: string, version: number, extra: object = {}) => ({
    type,
    campaignId: f.campaignId,
    testId: f.testId(test),
    userId: f.userId('anna.rossi'),
    version,
    ...extra,
  });
  const beacon = (items: unknown, options: { cookie?: string | null; asFile?: boolean; headers?: Record<string, string> } = {}) => {
    const body = multipart({ items: typeof items === 'string' ? items : JSON.stringify(items) }, options.asFile ? ['items'] : []);
    const cookie = options.cookie === undefined ? anna : options.cookie;
    return t.app.inject({
      method: 'POST',
      url: '/api/tests/beacon',
      payload: body.payload,
      headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}), ...options.headers },
    });
  };
  const read = async (test: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/tests/${f.testId(test)}/sync/${f.campaignId}/${f.userId('anna.rossi')}`,
        headers: { cookie: anna },
      })
    ).json().data;

  it('applies the items of a multipart beacon with the version rules', async () => {
    const response = await beacon([
      item('STATUS', 'CA', 1, { status: 'incomplete' }),
      item('DATA', 'CA', 2, { data: { answers: [1, 2] } }),
      item('SYNC', 'CF', 4, { status: 'incomplete', data: 'cf-state' }),
      item('OUTCOMES', 'CF', 5, { data: [{ name: 'score', value: 7 }] }),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, applied: 4 });
    expect(await read('CA')).toEqual({ version: 2, testData: '{"answers":[1,2]}', testStatus: 'incomplete' });
    // The run's version counts its outcomes' (progress-store.ts, readRun).
    expect(await read('CF')).toEqual({ version: 5, testData: 'cf-state', testStatus: 'incomplete' });
    const outcomes = await t.database.db
      .selectFrom('test_outcomes')
      .where('user_id', '=', f.userId('anna.rossi'))
      .where('test_id', '=', f.testId('CF'))
      .select('outcomes')
      .executeTakeFirstOrThrow();
    expect(outcomes.outcomes).toEqual([{ name: 'score', value: 7 }]);

    const replay = await beacon([item('DATA', 'CA', 2, { data: 'replayed' }), item('OUTCOMES', 'CF', 5, { data: { values: [] } })]);
    expect(replay.json()).toEqual({ status: true, applied: 0 });
    expect((await read('CA')).testData).toBe('{"answers":[1,2]}');
  });

  it('applies a 360 page as the page call does, and refuses the whole beacon for a page about someone the caller does not evaluate', async () => {
    const marco = await t.login('marco.bianchi');
    const elena = f.userId('elena.galli');
    const questions = await t.app.inject({ method: 'GET', url: `/api/usercampaign/${f.campaignId}/questions/${elena}`, headers: { cookie: marco } });
    const [first] = questions.json().questions.closedQuestions;
    const page = (evaluee: number, version: number, value: number) => ({
      type: 'PAGE_360',
      campaignId: f.campaignId,
      testId: 360,
      userId: f.userId('marco.bianchi'),
      evaluee,
      version,
      data: { values: [{ questionId: first.id, value }], stored: `{"page":${version}}` },
    });
    const saved = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/usercampaign/${f.campaignId}/userrelation/${elena}`, headers: { cookie: marco } })).json();
    const stored = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/tests/360/data/${f.campaignId}/${elena}`, headers: { cookie: marco } })).json().data;

    expect((await beacon([page(elena, 7, 4)], { cookie: marco })).json()).toEqual({ status: true, applied: 1 });
    expect((await beacon([page(elena, 7, 2)], { cookie: marco })).json()).toEqual({ status: true, applied: 0 });
    const stranger = await beacon([page(elena, 8, 5), page(f.userId('giorgio.sala'), 8, 5)], { cookie: marco });
    expect(stranger.statusCode).toBe(404);
    const badPage = await beacon([{ ...page(elena, 9, 5), data: { values: [{ questionId: first.id, value: 5 }] } }], { cookie: marco });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toContain('Invalid PAGE_360 request data');
    expect((await saved()).result).toEqual([{ questionId: first.id, value: 4 }]);
    expect(await stored()).toEqual({ version: 7, testData: '{"page":7}' });
  });

  it('accepts the items as a Blob part and as urlencoded form data', async () => {
    expect((await beacon([item('DATA', 'CA', 3, { data: 'from a blob' })], { asFile: true })).json()).toEqual({ status: true, applied: 1 });
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/tests/beacon',
      payload: new URLSearchParams({ items: JSON.stringify([item('DATA', 'CA', 4, { data: 'urlencoded' })]) }).toString(),
      headers: { cookie: anna, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.json()).toEqual({ status: true, applied: 1 });
    expect((await read('CA')).testData).toBe('urlencoded');
  });

  it('refuses a malformed beacon as a whole with a clear message', async () => {
    const cases: [unknown, string][] = [
      ['{not json', 'items must be a JSON array of queue items'],
      ['{"type":"DATA"}', 'items must be a JSON array of queue items'],
      [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'items are nested deeper than 64 levels'],
      [`[${'{"a":'.repeat(65)}1${'}'.repeat(65)}]`, 'items are nested deeper than 64 levels'],
      [[item('DATA', 'CA', 9, { data: 'x' }), item('STATUS', 'CA', 10)], 'items[1]: Invalid STATUS request data'],
      [[item('SYNC', 'CA', 9, { status: 'complete' })], 'items[0]: Invalid SYNC request data'],
      [[item('DATA', 'CA', 9)], 'items[0]: Invalid DATA request data'],
      [[item('OUTCOMES', 'CA', 9, { data: [{ value: 1 }] })], 'items[0]: Invalid OUTCOMES request data'],
      [[item('PUSH', 'CA', 9)], 'items[0]: Invalid request type'],
      [[item('CALENDAR_STORE', 'CA', 9)], 'items[0]: Invalid request type'],
      [[item('STATUS', 'CA', 1.5, { status: 'complete' })], 'items[0]: Invalid request version'],
      [[{ ...item('STATUS', 'CA', 9, { status: 'complete' }), testId: 'CA' }], 'items[0]: /testId Expected integer'],
    ];
    for (const [items, message] of cases) {
      const response = await beacon(items);
      expect({ items, status: response.statusCode, body: response.json() }).toEqual({
        items,
        status: 400,
        body: { status: false, code: 'BAD_REQUEST', message },
      });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/tests/beacon',
      payload: multipart({ other: 'x' }).payload,
      headers: { cookie: anna, 'content-type': multipart({}).contentType },
    });
    expect(missing.statusCode).toBe(400);
    expect((await read('CA')).testData).toBe('urlencoded');
  });

  it("answers 401 anonymous, 403 for another user's items, 404 for a test outside the campaign, changing nothing", async () => {
    expect((await beacon([], { cookie: null })).statusCode).toBe(401);
    const foreign = await beacon([
      item('DATA', 'CA', 20, { data: 'mine' }),
      { ...item('DATA', 'CA', 20, { data: 'theirs' }), userId: f.userId('marco.bianchi') },
    ]);
    expect(foreign.statusCode).toBe(403);
    const other = await t.database.db.selectFrom('tests').where('campaign_id', '<>', f.campaignId).select('id').executeTakeFirstOrThrow();
    const unknown = await beacon([item('DATA', 'CA', 21, { data: 'mine' }), { ...item('DATA', 'CA', 21, { data: 'x' }), testId: other.id }]);
    expect(unknown.statusCode).toBe(404);
    expect((await read('CA')).testData).toBe('urlencoded');
  });

  it('is protected by the origin guard', async () => {
    const response = await beacon([item('DATA', 'CA', 30, { data: 'csrf' })], { headers: { origin: 'https://evil.example', host: 'localhost' } });
    expect(response.statusCode).toBe(403);
    const sameOrigin = await beacon([item('DATA', 'CA', 30, { data: 'same origin' })], { headers: { origin: 'http://app.test', host: 'localhost' } });
    expect(sameOrigin.json()).toEqual({ status: true, applied: 1 });
  });

  describe('logs', () => {
    const logsOf = async () => (await t.database.db.selectFrom('logs').select('data').execute()).map((row) => row.data);

    it('takes a log as JSON, multipart and urlencoded form data', async () => {
      const json = await t.app.inject({ method: 'POST', url: '/api/logs', payload: { data: '{"kind":"json"}' } });
      expect(json.json()).toEqual({ status: true });
      const form = multipart({ data: '{"kind":"multipart"}' });
      const viaBeacon = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        payload: form.payload,
        headers: { 'content-type': form.contentType, cookie: anna },
      });
      expect(viaBeacon.json()).toEqual({ status: true });
      const urlencoded = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        payload: 'data=%7B%22kind%22%3A%22urlencoded%22%7D',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(urlencoded.json()).toEqual({ status: true });
      expect(await logsOf()).toEqual(expect.arrayContaining(['{"kind":"json"}', '{"kind":"multipart"}', '{"kind":"urlencoded"}']));
    });

    it('refuses a log without data and a cross-origin log', async () => {
      const form = multipart({ other: 'x' });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/logs', payload: form.payload, headers: { 'content-type': form.contentType } })).statusCode,
      ).toBe(400);
      const cross = await t.app.inject({
        method: 'POST',
        url: '/api/logs',
        payload: { data: 'x' },
        headers: { origin: 'https://evil.example', host: 'localhost' },
      });
      expect(cross.statusCode).toBe(403);
    });
  });
});
