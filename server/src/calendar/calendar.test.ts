import type { CalendarStore } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { persona, startTestApp, type TestApp } from '../test-harness/test-app';

type Storage = { data: CalendarStore; version: number };

describe.each(testDatabases())('calendar storage on $name', (target) => {
  let t: TestApp;
  let agenda: number;
  let leadership: number;
  /** The Agenda's tests by abbreviation: MC → MA → BF is a chain, RT and RS stand alone. */
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    agenda = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'calendar').executeTakeFirstOrThrow()).id;
    leadership = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'skillup').orderBy('id').executeTakeFirstOrThrow()).id;
    const tests = await db.selectFrom('tests').select(['id', 'abbreviation']).where('campaign_id', '=', agenda).execute();
    ids = Object.fromEntries(tests.map((test) => [test.abbreviation, test.id]));
    // The rules of the week, on their own: the days off a company keeps have their suite (days-off.test.ts).
    await db.updateTable('companies').set({ holiday_country: null }).execute();
  });
  afterAll(() => t?.close());

  const url = (campaignId: number | string) => `/api/v2/campaigns/${campaignId}/storage`;
  const read = async (cookie: string, campaignId = agenda) => t.app.inject({ method: 'GET', url: url(campaignId), headers: { cookie } });
  const save = (cookie: string, payload: unknown, campaignId = agenda) =>
    t.app.inject({ method: 'PATCH', url: url(campaignId), headers: { cookie }, payload: payload as object });
  const storageOf = async (cookie: string): Promise<Storage> => (await read(cookie)).json().storage;
  const at = (store: CalendarStore, entries: Record<string, string>): CalendarStore => ({
    ...store,
    tests: Object.fromEntries(Object.entries(entries).map(([day, abbreviation]) => [day, { testId: ids[abbreviation]! }])),
  });
  const week = { '2026-12-01': 'IB', '2026-12-02': 'CF', '2026-12-03': 'RN', '2026-12-04': 'CA', '2026-12-07': 'RV' };
  const complete = async (who: string, abbreviation: string) => {
    const user = await t.database.db.selectFrom('users').select('id').where('email', '=', persona(who)).executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('user_tests')
      .values({ user_id: user.id, test_id: ids[abbreviation]!, status: 'complete', version: 1, data: null })
      .onConflict((c) => c.columns(['user_id', 'test_id']).doUpdateSet({ status: 'complete' }))
      .execute();
  };

  it('starts from the days the campaign gives its tests, at version 0', async () => {
    const cookie = await t.login('giulia.verdi');
    const response = await read(cookie);
    expect(response.statusCode).toBe(200);
    const { data, version } = response.json().storage as Storage;
    expect(version).toBe(0);
    expect(data).toEqual({ ...at(data, week), currentPosition: '2026-12-01', hasSeenTutorial: false });
  });

  it('saves the tutorial seen and a reschedule that carries the dependants, each time one version on', async () => {
    const cookie = await t.login('giulia.verdi');
    const first = await storageOf(cookie);
    const seen = await save(cookie, { data: { ...first.data, hasSeenTutorial: true }, version: first.version });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().storage.version).toBe(first.version + 1);

    const moved = at(first.data, { '2026-12-04': 'CA', '2026-12-07': 'RV', '2026-12-08': 'IB', '2026-12-09': 'CF', '2026-12-10': 'RN' });
    const response = await save(cookie, { data: { ...moved, hasSeenTutorial: true }, version: first.version + 1 });
    expect(response.statusCode).toBe(200);
    expect(await storageOf(cookie)).toEqual({ data: { ...moved, hasSeenTutorial: true }, version: first.version + 2 });
  });

  it("keeps each participant's agenda apart", async () => {
    const marco = await t.login('marco.bianchi');
    const { data, version } = await storageOf(marco);
    expect(version).toBe(0);
    expect(data.hasSeenTutorial).toBe(false);
    expect(data.tests['2026-12-01']).toEqual({ testId: ids.IB });
  });

  it('refuses what the rules refuse, with a message, and stores nothing', async () => {
    const cookie = await t.login('marco.bianchi');
    const { data, version } = await storageOf(cookie);
    const refused = [
      [at(data, { ...week, '2026-12-01': 'RV', '2026-12-07': 'IB' }), 'CALENDAR_OCCUPIED'],
      [at(data, { '2026-12-05': 'IB', '2026-12-07': 'CF', '2026-12-08': 'RN', '2026-12-04': 'CA', '2026-12-09': 'RV' }), 'CALENDAR_WEEKEND'],
      [at(data, { '2026-11-30': 'IB', '2026-12-02': 'CF', '2026-12-03': 'RN', '2026-12-04': 'CA', '2026-12-07': 'RV' }), 'CALENDAR_BEFORE_POSITION'],
      [at(data, { '2026-12-01': 'IB', '2026-12-02': 'CF', '2026-12-03': 'RN', '2026-12-04': 'CA', '2026-12-08': 'RV' }), null],
      [at(data, { '2026-12-03': 'IB', '2026-12-04': 'CF', '2026-12-07': 'RN', '2026-12-08': 'CA', '2026-12-09': 'RV' }), 'CALENDAR_OCCUPIED'],
      [at(data, { '2026-12-08': 'IB', '2026-12-09': 'CF', '2026-12-10': 'RN', '2026-12-11': 'CA', '2026-12-07': 'RV' }), 'CALENDAR_TOO_MANY_CHANGES'],
      [at(data, { '2026-12-01': 'IB', '2026-12-02': 'CF', '2026-12-03': 'RN', '2026-12-04': 'RV', '2026-12-07': 'CA' }), 'CALENDAR_OCCUPIED'],
      [{ ...data, tests: { ...data.tests, '2026-12-09': { testId: 999_999 } } }, 'CALENDAR_UNKNOWN_TEST'],
      [
        at(data, { '2026-12-08': 'IB', '2026-12-09': 'CF', '2026-12-03': 'RN', '2026-12-04': 'CA', '2026-12-07': 'RV' }),
        'CALENDAR_DEPENDANTS_NOT_FOLLOWING',
      ],
      [{ ...data, currentPosition: '2026-12-04' }, 'CALENDAR_POSITION_JUMP'],
    ] as const;
    for (const [next, code] of refused) {
      if (code === null) continue;
      const response = await save(cookie, { data: next, version });
      expect({ code, status: response.statusCode }).toEqual({ code, status: 422 });
      expect(response.json()).toMatchObject({ status: false, code, message: expect.any(String) });
    }
    expect(await storageOf(cookie)).toEqual({ data, version });
  });

  it('refuses a dependant that no longer fits and a completed test moved', async () => {
    const cookie = await t.login('marco.bianchi');
    const { data, version } = await storageOf(cookie);
    // MC on the campaign's last working day leaves MA and BF after its end.
    const late = at(data, { '2027-01-29': 'IB', '2027-02-01': 'CF', '2027-02-02': 'RN', '2026-12-04': 'CA', '2026-12-07': 'RV' });
    expect((await save(cookie, { data: late, version })).json().code).toBe('CALENDAR_DEPENDANTS_DO_NOT_FIT');
    await complete('marco.bianchi', 'CA');
    const single = at(data, { '2026-12-01': 'IB', '2026-12-02': 'CF', '2026-12-03': 'RN', '2026-12-08': 'CA', '2026-12-07': 'RV' });
    const completed = await save(cookie, { data: single, version });
    expect(completed.statusCode).toBe(422);
    expect(completed.json()).toMatchObject({ code: 'CALENDAR_COMPLETED', message: 'a completed test cannot be rescheduled' });
    expect((await storageOf(cookie)).version).toBe(version);
  });

  it('answers 409 to the older of two writes, which changes nothing', async () => {
    const cookie = await t.login('giulia.verdi');
    const { data, version } = await storageOf(cookie);
    const next = { ...data, currentPosition: '2026-12-04' };
    expect((await save(cookie, { data: next, version })).statusCode).toBe(200);
    const stale = await save(cookie, { data: { ...data, hasSeenTutorial: false }, version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: false, code: 'CALENDAR_VERSION_CONFLICT' });
    expect(await storageOf(cookie)).toEqual({ data: next, version: version + 1 });
  });

  it('lets one of two simultaneous writes of the same version win', async () => {
    const cookie = await t.login('marco.bianchi');
    const { data, version } = await storageOf(cookie);
    const answers = await Promise.all([
      save(cookie, { data: { ...data, hasSeenTutorial: true }, version }),
      save(cookie, { data: { ...data, hasSeenTutorial: true }, version }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses bodies outside the contract and campaigns that are not the caller's agenda", async () => {
    const cookie = await t.login('giulia.verdi');
    const { data, version } = await storageOf(cookie);
    for (const payload of [
      { data },
      { data, version, extra: 1 },
      { data: { ...data, more: true }, version },
      { data: { ...data, currentPosition: 'today' }, version },
    ]) {
      const response = await save(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, message: expect.any(String) });
    }
    expect((await read(cookie, leadership)).statusCode).toBe(404);
    const luca = await t.login('luca.ferri');
    expect((await read(luca)).statusCode).toBe(404);
    expect((await save(luca, { data, version })).statusCode).toBe(404);
    const marco = await t.login('marco.bianchi');
    expect((await read(marco, leadership)).json()).toMatchObject({ code: 'NOT_A_CALENDAR' });
    expect((await t.app.inject({ method: 'GET', url: url(agenda) })).statusCode).toBe(401);
  });
});
