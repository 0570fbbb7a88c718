import { testDatabases } from '../test-harness/databases';
import { loginAs } from '../test-harness/users';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('challenge tutorial seen on $name', (target) => {
  let t: TestApp;
  let challenge: number;
  let agenda: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    const db = t.database.db;
    challenge = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'ferrari-academy').executeTakeFirstOrThrow()).id;
    agenda = (await db.selectFrom('campaigns').select('id').where('theme', '=', 'calendar').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t?.close());

  const url = (campaignId: number) => `/api/v2/campaigns/${campaignId}/challenge-tutorial`;
  const read = (cookie: string, campaignId = challenge) => t.app.inject({ method: 'GET', url: url(campaignId), headers: { cookie } });
  const mark = (cookie: string, payload: object = { seen: true }, campaignId = challenge) =>
    t.app.inject({ method: 'PUT', url: url(campaignId), headers: { cookie }, payload });

  it('is not seen at first, seen once marked, and marking it again changes nothing', async () => {
    const cookie = await t.login('paolo.neri');
    expect((await read(cookie)).json()).toEqual({ status: true, seen: false });

    const first = await mark(cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: true, seen: true });
    const row = () => t.database.db.selectFrom('challenge_tutorials').select('seen_at').executeTakeFirstOrThrow();
    const seenAt = (await row()).seen_at;

    const again = await mark(cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: true, seen: true });
    expect((await row()).seen_at).toEqual(seenAt);
    expect(await t.database.db.selectFrom('challenge_tutorials').select('user_id').execute()).toHaveLength(1);

    // A new session is what a new browser has: the flag is the same there.
    expect((await read(await t.login('paolo.neri'))).json()).toEqual({ status: true, seen: true });
  });

  it("keeps each participant's flag apart", async () => {
    const chiara = await t.login('chiara.marino');
    expect((await read(chiara)).json()).toEqual({ status: true, seen: false });
  });

  it('answers 404 to whoever is not enrolled in the campaign, of this company or another', async () => {
    for (const cookie of [await t.login('giulia.verdi'), await loginAs(t, 'irene.longo@acme.skillup.test')]) {
      for (const response of [await read(cookie), await mark(cookie)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
      }
    }
  });

  it('answers 422 NOT_A_CHALLENGE for a campaign of another theme, and stores nothing', async () => {
    const cookie = await t.login('giulia.verdi');
    for (const response of [await read(cookie, agenda), await mark(cookie, { seen: true }, agenda)]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('NOT_A_CHALLENGE');
    }
    expect(await t.database.db.selectFrom('challenge_tutorials').select('user_id').where('campaign_id', '=', agenda).execute()).toEqual([]);
  });

  it('refuses a body that is not exactly { seen: true }', async () => {
    const cookie = await t.login('chiara.marino');
    for (const payload of [{}, { seen: false }, { seen: true, when: 'now' }]) {
      const response = await mark(cookie, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
    }
    expect((await read(cookie)).json()).toEqual({ status: true, seen: false });
  });
});
