import type { CalendarStore, DaysOffResponse } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { OPS_TOKEN, startTestApp, type TestApp } from '../test-harness/test-app';
import { hrSessions } from '../test-harness/users';

/** docs/areas/calendar.md, "Days off", and docs/areas/admin.md, "Days off". */
describe.each(testDatabases())("a company's days off on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let acmeAdmin: string;
  let reader: string;
  let giulia: string;
  let demo: number;
  let agenda: number;
  let inBasket: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    ({ admin, acmeAdmin, reader } = await hrSessions(t));
    giulia = await t.login('giulia.verdi');
    const db = t.database.db;
    demo = (await db.selectFrom('companies').select('id').where('name', 'like', 'Demo%').executeTakeFirstOrThrow()).id;
    agenda = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'calendar').executeTakeFirstOrThrow()).id;
    inBasket = (
      await db.selectFrom('tests').select('id').where('campaign_id', '=', agenda).where('abbreviation', '=', 'IB').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  const ops = { authorization: `Bearer ${OPS_TOKEN}` };
  const year = (headers: Record<string, string>, query = 'year=2026') =>
    t.app.inject({ method: 'GET', url: `/api/admin/days-off?${query}`, headers });
  const setDay = (headers: Record<string, string>, day: string, payload: object, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/admin/days-off/${day}${query}`, headers, payload });
  const setCountry = (headers: Record<string, string>, country: string | null, query = '') =>
    t.app.inject({ method: 'PUT', url: `/api/admin/days-off/country${query}`, headers, payload: { country } });
  const participantDaysOff = async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v2/campaigns/${agenda}/days-off`, headers: { cookie: giulia } });
    expect(answer.statusCode).toBe(200);
    return (answer.json() as { daysOff: string[] }).daysOff;
  };
  /** giulia's agenda with the In-Basket moved to `day` and its dependants left where they are: a refused day is refused before they count. */
  const moveInBasket = async (day: string) => {
    const read = await t.app.inject({ method: 'GET', url: `/api/v2/campaigns/${agenda}/storage`, headers: { cookie: giulia } });
    const { data, version } = read.json().storage as { data: CalendarStore; version: number };
    const others = Object.entries(data.tests).filter(([, entry]) => entry.testId !== inBasket);
    return { previous: data, version, next: { ...data, tests: Object.fromEntries([...others, [day, { testId: inBasket }]]) } };
  };

  it("takes Italy's public holidays by default, in the reader's language, and the Agenda skips them", async () => {
    const answer = await year({ cookie: admin });
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as DaysOffResponse;
    expect(body.country).toBe('IT');
    expect(body.countries).toEqual(expect.arrayContaining(['IT', 'ES', 'GB']));
    expect(body.days).toContainEqual({ day: '2026-12-08', name: 'Immacolata Concezione', national: true, off: true });
    expect(body.days.map((entry) => entry.day)).toEqual([...body.days.map((entry) => entry.day)].sort());

    const daysOff = await participantDaysOff();
    expect(daysOff).toEqual(expect.arrayContaining(['2026-12-08', '2026-12-25', '2026-12-26', '2027-01-01', '2027-01-06']));
    expect(daysOff.every((day) => day >= '2026-11-30' && day <= '2027-01-29')).toBe(true);

    const { previous, version, next } = await moveInBasket('2026-12-08');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v2/campaigns/${agenda}/storage`,
      headers: { cookie: giulia },
      payload: { data: next, version },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('CALENDAR_DAY_OFF');
    const kept = await t.app.inject({ method: 'GET', url: `/api/v2/campaigns/${agenda}/storage`, headers: { cookie: giulia } });
    expect(kept.json().storage).toEqual({ data: previous, version });
  });

  it('lets the admin work a public holiday and add a closing day, which the Agenda follows at once', async () => {
    expect((await setDay({ cookie: admin }, '2026-12-08', { off: false })).statusCode).toBe(200);
    expect((await setDay({ cookie: admin }, '2026-12-09', { off: true, name: '  Inventario  ' })).statusCode).toBe(200);
    const { days } = (await year({ cookie: admin })).json() as DaysOffResponse;
    expect(days).toContainEqual({ day: '2026-12-08', name: 'Immacolata Concezione', national: true, off: false });
    expect(days).toContainEqual({ day: '2026-12-09', name: 'Inventario', national: false, off: true });

    const daysOff = await participantDaysOff();
    expect(daysOff).toContain('2026-12-09');
    expect(daysOff).not.toContain('2026-12-08');

    // A holiday made a day off again, and an added day made a working one, leave nothing behind.
    expect((await setDay({ cookie: admin }, '2026-12-08', { off: true })).statusCode).toBe(200);
    expect((await setDay({ cookie: admin }, '2026-12-09', { off: false })).statusCode).toBe(200);
    expect(await t.database.db.selectFrom('company_days_off').selectAll().where('company_id', '=', demo).execute()).toEqual([]);
    expect(await participantDaysOff()).toContain('2026-12-08');
  });

  it("follows another country's holidays, or none", async () => {
    expect((await setCountry({ cookie: admin }, 'ES')).statusCode).toBe(200);
    const spain = (await year({ cookie: admin }, 'year=2026')).json() as DaysOffResponse;
    expect(spain.country).toBe('ES');
    expect(spain.days.map((entry) => entry.day)).toContain('2026-10-12');
    expect(await participantDaysOff()).not.toContain('2026-12-26');

    expect((await setCountry({ cookie: admin }, null)).statusCode).toBe(200);
    expect(((await year({ cookie: admin })).json() as DaysOffResponse).days).toEqual([]);
    expect(await participantDaysOff()).toEqual([]);

    const unknown = await setCountry({ cookie: admin }, 'XX');
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'UNKNOWN_HOLIDAY_COUNTRY']);
    expect((await setCountry({ cookie: admin }, 'IT')).statusCode).toBe(200);
  });

  it('refuses a day that does not exist, an added day without a name, and bodies it does not know', async () => {
    const unreal = await setDay({ cookie: admin }, '2026-02-30', { off: true, name: 'Mai' });
    expect([unreal.statusCode, unreal.json().code]).toEqual([400, 'INVALID_DAY']);
    const nameless = await setDay({ cookie: admin }, '2026-12-10', { off: true, name: '   ' });
    expect([nameless.statusCode, nameless.json().code]).toEqual([422, 'DAY_OFF_NAME_REQUIRED']);
    expect((await setDay({ cookie: admin }, '2026-12-10', { off: true, name: 'x', colour: 'red' })).statusCode).toBe(400);
    expect((await year({ cookie: admin }, 'year=1999')).statusCode).toBe(400);
  });

  it('keeps each company to its own days: a superassessor reads, operations name the company', async () => {
    expect((await year({ cookie: reader })).statusCode).toBe(200);
    expect((await setDay({ cookie: reader }, '2026-12-10', { off: true, name: 'No' })).statusCode).toBe(403);

    expect((await setDay({ cookie: acmeAdmin }, '2026-12-11', { off: true, name: 'Acme day' })).statusCode).toBe(200);
    const acme = (await year({ cookie: acmeAdmin })).json() as DaysOffResponse;
    expect(acme.days).toContainEqual({ day: '2026-12-11', name: 'Acme day', national: false, off: true });
    expect(((await year({ cookie: admin })).json() as DaysOffResponse).days.map((entry) => entry.day)).not.toContain('2026-12-11');
    const foreign = await year({ cookie: acmeAdmin }, `year=2026&companyId=${demo}`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'COMPANY_NOT_FOUND']);
    expect((await setDay({ cookie: acmeAdmin }, '2026-12-11', { off: true, name: 'x' }, `?companyId=${demo}`)).statusCode).toBe(404);

    expect((await year(ops)).json().code).toBe('COMPANY_REQUIRED');
    const asOperations = await year(ops, `year=2026&companyId=${demo}`);
    expect(asOperations.statusCode).toBe(200);
    expect((asOperations.json() as DaysOffResponse).country).toBe('IT');
  });
});
