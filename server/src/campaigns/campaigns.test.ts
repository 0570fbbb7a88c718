import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('campaigns and tests on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const select = (id: number, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/usercampaign/${id}`, headers: { cookie }, ...(payload ? { payload } : {}) });

  it('needs a session', async () => {
    for (const url of ['/api/usercampaign/list', '/api/usercampaign', '/api/usercampaign/1/usertests']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: false, code: 'UNAUTHORISED' });
    }
  });

  it("lists marco's three campaigns, one per theme, with his saved language and last access", async () => {
    const cookie = await t.login('marco.bianchi');
    const response = await get('/api/usercampaign/list', cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((c: { theme: string }) => c.theme).sort()).toEqual(['calendar', 'ferrari-academy', 'skillup']);
    const agenda = list.find((c: { theme: string }) => c.theme === 'calendar');
    expect(agenda.user.accessDate).toBe('2026-11-10T09:30:00.000Z');
    const leadership = list.find((c: { theme: string }) => c.theme === 'skillup');
    expect(leadership.user).toEqual({ lang: null, accessDate: null });
    expect(leadership.languages.map((l: { lang: string }) => l.lang)).toEqual(['it', 'en', 'es']);
  });

  it('has no selected campaign before one is chosen', async () => {
    const cookie = await t.login('luca.ferri');
    const response = await get('/api/usercampaign', cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: false, code: 'NO_SELECTED_CAMPAIGN', message: 'no selected campaign found' });
  });

  it("enters luca's campaign in his language, then remembers it in the session", async () => {
    const cookie = await t.login('luca.ferri');
    const [entry] = (await get('/api/usercampaign/list', cookie)).json();
    const response = await select(entry.id, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, privacy: true, privacyAgreement: expect.stringContaining('<h2>') });
    expect(body.campaign).toMatchObject({ id: entry.id, lang: 'it', theme: 'skillup', state: 'REPORT', is360: true });
    expect(body.campaign.user.accessDate).not.toBeNull();

    const current = await get('/api/usercampaign', cookie);
    expect(current.statusCode).toBe(200);
    expect(current.json().campaign.id).toBe(entry.id);
  });

  it('asks marco for a language, refuses one the campaign lacks, and keeps the first choice', async () => {
    const cookie = await t.login('marco.bianchi');
    const leadership = (await get('/api/usercampaign/list', cookie)).json().find((c: { theme: string }) => c.theme === 'skillup');

    const none = await select(leadership.id, cookie);
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('LANGUAGE_REQUIRED');

    const challenge = (await get('/api/usercampaign/list', cookie)).json().find((c: { theme: string }) => c.theme === 'ferrari-academy');
    const unavailable = await select(challenge.id, cookie, { lang: 'it' });
    expect(unavailable.statusCode).toBe(422);
    expect(unavailable.json().code).toBe('LANGUAGE_NOT_AVAILABLE');

    const chosen = await select(leadership.id, cookie, { lang: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().campaign).toMatchObject({ lang: 'es', description: expect.stringContaining('liderazgo') });
    const again = await select(leadership.id, cookie, { lang: 'en' });
    expect(again.json().campaign.lang).toBe('es');

    const me = (await get('/api/auth/me', cookie)).json();
    expect(me.user.lang).toBe('es');
  });

  it('refuses a language outside the contract with 400', async () => {
    const cookie = await t.login('luca.ferri');
    const response = await select(1, cookie, { lang: 'fr' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 CAMPAIGN_NOT_FOUND for a campaign of someone else or none at all', async () => {
    const davide = await t.login('davide.moretti');
    const [own] = (await get('/api/usercampaign/list', davide)).json();
    const luca = await t.login('luca.ferri');
    for (const id of [own.id, 999999]) {
      const response = await select(id, luca);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CAMPAIGN_NOT_FOUND');
      expect((await get(`/api/usercampaign/${id}/usertests`, luca)).statusCode).toBe(404);
    }
  });

  it("lists the tests of a campaign in order, with the user's progress, in the campaign language", async () => {
    const cookie = await t.login('marco.bianchi');
    const leadership = (await get('/api/usercampaign/list', cookie)).json().find((c: { theme: string }) => c.theme === 'skillup');
    const response = await get(`/api/usercampaign/${leadership.id}/usertests`, cookie);
    expect(response.statusCode).toBe(200);
    const { status, usertests } = response.json();
    expect(status).toBe(true);
    expect(usertests.length).toBeGreaterThanOrEqual(6);
    expect(usertests.map((u: { position: number }) => u.position)).toEqual(
      [...usertests.map((u: { position: number }) => u.position)].sort((a, b) => a - b),
    );
    expect(usertests[0]).toMatchObject({ status: 'complete', abbreviation: 'IB', url: 'in-basket/index.html' });
    expect(usertests[1].status).toBe('incomplete');
    const locked = usertests.find((u: { prerequisites: number[] }) => u.prerequisites.length > 0);
    expect(locked.status).toBe('not attempted');
    expect(locked.prerequisites).toEqual([usertests[1].id]);
    expect(usertests.find((u: { id: number }) => u.id === 360)).toBeDefined();
    expect(usertests.find((u: { hasTimer: boolean }) => u.hasTimer).exitMessage).toEqual(expect.any(String));
  });

  it('localises names and dates for the calendar theme', async () => {
    const cookie = await t.login('giulia.verdi');
    const [agenda] = (await get('/api/usercampaign/list', cookie)).json();
    const { usertests } = (await get(`/api/usercampaign/${agenda.id}/usertests`, cookie)).json();
    expect(usertests[0]).toMatchObject({ name: 'In-Basket', startDate: '01/12/2026' });
    expect(usertests[0].jsonData.theme.preview.type).toBe('email');
  });

  it('gives luca every test complete', async () => {
    const cookie = await t.login('luca.ferri');
    const [entry] = (await get('/api/usercampaign/list', cookie)).json();
    const { usertests } = (await get(`/api/usercampaign/${entry.id}/usertests`, cookie)).json();
    expect(usertests.every((u: { status: string }) => u.status === 'complete')).toBe(true);
  });

  it('answers a malformed campaignId with 400, and the generic list of tests takes no campaignId', async () => {
    const cookie = await t.login('luca.ferri');
    for (const id of ['abc', '0', '1.5', '2147483648']) {
      expect({ id, status: (await get(`/api/usercampaign/${id}/usertests`, cookie)).statusCode }).toEqual({ id, status: 400 });
    }
    const [entry] = (await get('/api/usercampaign/list', cookie)).json();
    expect((await get(`/api/usertests?campaignId=${entry.id}`, cookie)).statusCode).toBe(400);
  });
});
