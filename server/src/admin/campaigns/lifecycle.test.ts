import { testDatabases } from '../../test-harness/databases';
import { DEMO_PASSWORD, startTestApp, type TestApp } from '../../test-harness/test-app';
import { companyIdOf, firstActiveCampaignOf, insertEnrolledUser, loginAs } from '../../test-harness/users';

describe.each(testDatabases())('a campaign’s lifecycle and what participants see of it on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let demo: number;
  let people = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    demo = await companyIdOf(t, 'demo');
  });
  afterAll(() => t?.close());

  const hr = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/admin/campaigns${url}`, headers: { cookie: admin }, ...(payload ? { payload } : {}) });
  const asUser = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A draft with one test (abbreviation of its own), as HR makes it through the API. */
  async function newDraft(abbreviation: string) {
    const created = await hr('POST', '', {
      languages: [{ lang: 'it', name: 'Ciclo di vita', description: '' }],
      theme: 'skillup',
      dateStart: '2027-01-01',
      dateEnd: '2027-12-31',
    });
    const campaignId: number = created.json().campaign.id;
    const test = await hr('POST', `/${campaignId}/tests`, { activity: 'business-case', abbreviation, name: { it: 'Caso' } });
    expect(test.statusCode).toBe(201);
    return { campaignId, testId: test.json().test.id as number };
  }

  /** A participant of the demo company enrolled in `campaigns`, consent given. */
  function newParticipant(campaigns: number[]) {
    people += 1;
    return insertEnrolledUser(t, {
      companyId: demo,
      email: `lifecycle-${people}@demo.skillup.test`,
      firstName: 'Ciclo',
      lastName: String(people),
      campaignIds: campaigns,
    });
  }

  const listed = async (cookie: string) => (await asUser(cookie, 'GET', '/api/usercampaign/list')).json().map((c: { id: number }) => c.id);
  const writeStatus = (cookie: string, testId: number, campaignId: number, userId: number, status = 'complete', version = 2) =>
    asUser(cookie, 'POST', `/api/tests/${testId}/status/${campaignId}/${userId}`, { version, status });

  it('hides a DRAFT from its participants: login, campaign list, entering, tests, progress and report', async () => {
    const { campaignId, testId } = await newDraft('DRAFTONLY');
    const alone = await newParticipant([campaignId]);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: alone.email, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(422);
    expect(login.json().code).toBe('NO_ACTIVE_CAMPAIGN');

    const both = await newParticipant([campaignId, await firstActiveCampaignOf(t, demo)]);
    const cookie = await loginAs(t, both.email);
    expect(await listed(cookie)).not.toContain(campaignId);
    expect((await asUser(cookie, 'POST', `/api/usercampaign/${campaignId}`, {})).statusCode).toBe(404);
    expect((await asUser(cookie, 'GET', `/api/remotes?campaignId=${campaignId}`)).statusCode).toBe(404);
    expect((await asUser(cookie, 'GET', `/api/usercampaign/${campaignId}/usertests`)).statusCode).toBe(404);
    const generic = (await asUser(cookie, 'GET', `/api/usertests?companyId=${demo}`)).json().usertests;
    expect(generic.map((test: { id: number }) => test.id)).not.toContain(testId);
    expect((await writeStatus(cookie, testId, campaignId, both.id)).statusCode).toBe(404);
    const report = `/api/report/${campaignId}/individual/personal/${both.id}`;
    expect((await asUser(cookie, 'GET', report)).json().code).toBe('CAMPAIGN_NOT_FOUND');

    await hr('POST', `/${campaignId}/launch`);
    expect(await listed(cookie)).toContain(campaignId);
    expect((await asUser(cookie, 'GET', report)).json().code).toBe('REPORT_NOT_AVAILABLE');
  });

  it('refuses to launch a campaign without a test or without a name, and launches one that has both', async () => {
    const empty = (
      await hr('POST', '', {
        languages: [{ lang: 'en', name: 'Empty', description: '' }],
        theme: 'skillup',
        dateStart: '2027-01-01',
        dateEnd: '2027-02-01',
      })
    ).json().campaign.id;
    const noTests = await hr('POST', `/${empty}/launch`);
    expect(noTests.statusCode).toBe(409);
    expect(noTests.json().code).toBe('LAUNCH_WITHOUT_TESTS');

    const { campaignId } = await newDraft('NONAME');
    await hr('PATCH', `/${campaignId}`, { languages: [{ lang: 'it', name: '  ', description: '' }] });
    const noName = await hr('POST', `/${campaignId}/launch`);
    expect(noName.statusCode).toBe(409);
    expect(noName.json().code).toBe('LAUNCH_WITHOUT_NAME');
    expect((await hr('GET', `/${campaignId}`)).json().campaign.state).toBe('DRAFT');

    await hr('PATCH', `/${campaignId}`, { languages: [{ lang: 'it', name: 'Con nome', description: '' }] });
    const launched = await hr('POST', `/${campaignId}/launch`);
    expect(launched.statusCode).toBe(200);
    expect(launched.json().campaign.state).toBe('ACTIVE');
  });

  it('refuses every step out of order with 409 and the state it needs', async () => {
    const { campaignId } = await newDraft('ORDER');
    const expectRefusal = async (step: string, code: string) => {
      const response = await hr('POST', `/${campaignId}/${step}`);
      expect({ step, status: response.statusCode, code: response.json().code }).toEqual({ step, status: 409, code });
    };
    await expectRefusal('close', 'NOT_ACTIVE');
    await expectRefusal('release', 'NOT_CLOSED');
    await hr('POST', `/${campaignId}/launch`);
    await expectRefusal('launch', 'NOT_DRAFT');
    await expectRefusal('release', 'NOT_CLOSED');
    await hr('POST', `/${campaignId}/close`);
    await expectRefusal('launch', 'NOT_DRAFT');
    await expectRefusal('close', 'NOT_ACTIVE');
    await hr('POST', `/${campaignId}/release`);
    await expectRefusal('release', 'ALREADY_RELEASED');
  });

  it('opens, closes and releases: participants answer while open, not once closed, and read their report once released', async () => {
    const { campaignId, testId } = await newDraft('CYCLE');
    const done = await newParticipant([campaignId, await firstActiveCampaignOf(t, demo)]);
    const idle = await newParticipant([campaignId, await firstActiveCampaignOf(t, demo)]);
    const doneCookie = await loginAs(t, done.email);
    const idleCookie = await loginAs(t, idle.email);

    expect((await hr('POST', `/${campaignId}/launch`)).statusCode).toBe(200);
    expect(await listed(doneCookie)).toContain(campaignId);
    expect((await asUser(doneCookie, 'POST', `/api/usercampaign/${campaignId}`, {})).statusCode).toBe(200);
    expect((await writeStatus(doneCookie, testId, campaignId, done.id)).json()).toMatchObject({ status: true, applied: true });

    const closed = await hr('POST', `/${campaignId}/close`);
    expect(closed.json().campaign).toMatchObject({ state: 'CLOSED', reportsReleased: false });
    expect(await listed(doneCookie)).not.toContain(campaignId);
    expect((await writeStatus(doneCookie, testId, campaignId, done.id, 'incomplete', 3)).statusCode).toBe(404);
    expect((await asUser(doneCookie, 'GET', `/api/remotes?campaignId=${campaignId}`)).statusCode).toBe(404);
    expect((await writeStatus(idleCookie, testId, campaignId, idle.id, 'incomplete', 1)).statusCode).toBe(404);

    const released = await hr('POST', `/${campaignId}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json().campaign).toMatchObject({ state: 'CLOSED', reportsReleased: true, reportsReleasedAt: expect.any(String) });
    const states = await t.database.db
      .selectFrom('user_campaigns')
      .select(['user_id', 'state'])
      .where('campaign_id', '=', campaignId)
      .orderBy('user_id')
      .execute();
    expect(states).toEqual([
      { user_id: done.id, state: 'REPORT' },
      { user_id: idle.id, state: 'ACTIVE' },
    ]);

    expect(await listed(doneCookie)).toContain(campaignId);
    const entered = await asUser(doneCookie, 'POST', `/api/usercampaign/${campaignId}`, {});
    expect(entered.json().campaign).toMatchObject({ id: campaignId, state: 'REPORT' });
    expect((await asUser(doneCookie, 'GET', `/api/remotes?campaignId=${campaignId}`)).statusCode).toBe(200);
    const config = await asUser(doneCookie, 'GET', `/api/report/${campaignId}/config`);
    expect(config.statusCode).toBe(200);
    expect((await asUser(doneCookie, 'GET', `/api/report/${campaignId}/individual/personal/${done.id}`)).statusCode).toBe(200);
    // Back in the campaign to read her report, a write of hers is refused as closed, not as a campaign not there.
    const closedWrite = await writeStatus(doneCookie, testId, campaignId, done.id, 'incomplete', 4);
    expect({ status: closedWrite.statusCode, code: closedWrite.json().code }).toEqual({ status: 409, code: 'CAMPAIGN_CLOSED' });

    expect(await listed(idleCookie)).not.toContain(campaignId);
    const idleReport = await asUser(idleCookie, 'GET', `/api/report/${campaignId}/individual/personal/${idle.id}`);
    expect(idleReport.json().code).toBe('REPORT_NOT_AVAILABLE');
  });
});
