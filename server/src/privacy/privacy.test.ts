import { feedback360Paths, nominationPaths, paths } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('privacy consent on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t?.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string) => t.app.inject({ method: 'POST', url, headers: { cookie } });
  const enterCampaign = async (cookie: string) => {
    const [campaign] = (await get('/api/usercampaign/list', cookie)).json();
    const entered = await post(`/api/usercampaign/${campaign.id}`, cookie);
    expect(entered.statusCode).toBe(200);
    return campaign.id as number;
  };

  it('asks anna to consent before her campaign and tests are shown, then lets her in', async () => {
    const cookie = await t.login('anna.rossi');
    const campaignId = await enterCampaign(cookie);

    const campaign = await get('/api/usercampaign', cookie);
    expect(campaign.statusCode).toBe(422);
    expect(campaign.json()).toEqual({ status: false, code: 'NO_PRIVACY_CONSENT', message: expect.stringContaining('privacy') });
    const tests = await get(`/api/usercampaign/${campaignId}/usertests`, cookie);
    expect(tests.statusCode).toBe(422);
    expect(tests.json().code).toBe('NO_PRIVACY_CONSENT');

    const agreement = await get('/api/auth/privacy/agreement', cookie);
    expect(agreement.statusCode).toBe(200);
    expect(agreement.json()).toEqual({ status: true, privacy: expect.stringContaining('<') });

    const consent = await post('/api/auth/privacy/giveConsent', cookie);
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toEqual({ status: true });
    expect((await get('/api/auth/me', cookie)).json().user.privacy).toBe(true);
    expect((await get('/api/usercampaign', cookie)).json()).toMatchObject({ status: true, campaign: { privacy: true } });
    expect((await get(`/api/usercampaign/${campaignId}/usertests`, cookie)).statusCode).toBe(200);
  });

  it("asks for consent first on every area's campaign content, by the one scope they are in", async () => {
    const cookie = await t.login('anna.rossi');
    const campaignId = await enterCampaign(cookie);
    await t.database.db.updateTable('users').set({ privacy: false }).where('email', 'like', 'anna.rossi@%').execute();
    const api = (path: string) => `/api${path}`;
    const calls = [
      api(paths.userCampaign),
      api(paths.userTests(campaignId)),
      api(paths.calendarStorage(campaignId)),
      api(paths.challengeTutorial(campaignId)),
      api(feedback360Paths.relations(campaignId)),
      api(nominationPaths.mine(campaignId)),
      api(paths.reportConfig(campaignId)),
      api(paths.myReportReads),
      api(paths.reportBulk(campaignId)),
    ];
    for (const url of calls) {
      const response = await get(url, cookie);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({ url, status: 422, code: 'NO_PRIVACY_CONSENT' });
    }
  });

  it('answers NO_SELECTED_CAMPAIGN for the agreement before a campaign is chosen', async () => {
    const cookie = await t.login('marco.bianchi');
    const response = await get('/api/auth/privacy/agreement', cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ status: false, code: 'NO_SELECTED_CAMPAIGN', message: 'no selected campaign found' });
  });

  it('serves the agreement sanitised: no script, no handler', async () => {
    const cookie = await t.login('luca.ferri');
    const campaignId = await enterCampaign(cookie);
    await t.database.db
      .updateTable('campaigns')
      .set({
        privacy_agreement:
          '<h2>Informativa</h2><p onclick="steal()">Testo <a href="https://example.com" target="_blank">link</a></p><script>steal()</script>',
      })
      .where('id', '=', campaignId)
      .execute();
    const { privacy } = (await get('/api/auth/privacy/agreement', cookie)).json();
    expect(privacy).toBe('<h2>Informativa</h2><p>Testo <a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a></p>');
  });

  it('needs a session for both calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/privacy/agreement' })).statusCode).toBe(401);
    const consent = await t.app.inject({ method: 'POST', url: '/api/auth/privacy/giveConsent' });
    expect(consent.statusCode).toBe(401);
    expect(consent.json()).toMatchObject({ status: false, code: 'UNAUTHORISED' });
  });
});
