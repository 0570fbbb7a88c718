import type { Theme } from '@skillup/shared/api/contract';
import { testDatabases } from '../test-harness/databases';
import { DEMO_PASSWORD, persona, startTestApp, type TestApp } from '../test-harness/test-app';
import { insertCampaignRow, insertTestRow } from '../test-harness/test-rows';
import { companyIdOf, insertEnrolledUser, loginAs } from '../test-harness/users';

/*
 * A closed campaign whose reports HR released: who has a report there enters it to read it
 * (docs/areas/admin.md, "Lifecycle"), the campaign says it is closed, and every write of
 * their own is refused as closed (409 CAMPAIGN_CLOSED), not as a campaign that is not there.
 */
describe.each(testDatabases())('a closed campaign entered for its report on $name', (target) => {
  let t: TestApp;
  let demo: number;
  let people = 0;
  beforeAll(async () => {
    t = await startTestApp(target);
    demo = await companyIdOf(t, 'demo');
  });
  afterAll(() => t?.close());

  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const closedRefusal = (response: { statusCode: number; json(): { code: string } }) => ({ status: response.statusCode, code: response.json().code });

  /** A closed campaign of `theme` with its reports out, one test, and a person who has a report there. */
  async function releasedCampaign(theme: Theme) {
    const id = await insertCampaignRow(t.database.db, demo, {
      theme,
      state: 'CLOSED',
      reports_released_at: new Date(),
      date_start: '2025-01-01T00:00:00Z',
      date_end: '2025-12-31T00:00:00Z',
    });
    const testId = await insertTestRow(t.database.db, id, { position: 1 });
    people += 1;
    const person = await insertEnrolledUser(t, {
      companyId: demo,
      email: `closed-${people}@demo.skillup.test`,
      firstName: 'Chiusa',
      lastName: String(people),
      campaignIds: [id],
    });
    await t.database.db.updateTable('user_campaigns').set({ state: 'REPORT' }).where('user_id', '=', person.id).execute();
    const cookie = await loginAs(t, person.email);
    expect((await call(cookie, 'POST', `/api/usercampaign/${id}`, {})).statusCode).toBe(200);
    return { id, testId, userId: person.id, cookie };
  }

  it('lets nora in once HR releases the reports of her closed campaign, and tells the areas it is closed', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: persona('nora.villa'), password: DEMO_PASSWORD },
    });
    expect(refused.json().code).toBe('NO_ACTIVE_CAMPAIGN');

    const admin = await t.login('admin');
    const { campaigns } = (await call(admin, 'GET', '/api/admin/campaigns')).json() as { campaigns: { id: number; names: { it: string } }[] };
    const closed = campaigns.find((c) => c.names.it === 'Leadership Assessment 2025')!;
    expect((await call(admin, 'POST', `/api/admin/campaigns/${closed.id}/release`)).statusCode).toBe(200);

    const nora = await t.login('nora.villa');
    const entered = await call(nora, 'POST', `/api/usercampaign/${closed.id}`, {});
    expect(entered.json().campaign).toMatchObject({ id: closed.id, state: 'REPORT', closed: true });
    expect((await call(nora, 'GET', '/api/usercampaign')).json().campaign.closed).toBe(true);
    expect((await call(nora, 'GET', `/api/report/${closed.id}/config`)).json()).toMatchObject({ available: true });
  });

  it('tells an open campaign apart: closed is false, whatever the participant’s own state', async () => {
    // luca's own state is REPORT in a campaign still open (docs/demo.md).
    const luca = await t.login('luca.ferri');
    const [entry] = (await call(luca, 'GET', '/api/usercampaign/list')).json() as { id: number }[];
    expect((await call(luca, 'POST', `/api/usercampaign/${entry!.id}`, {})).json().campaign).toMatchObject({ state: 'REPORT', closed: false });
  });

  it('refuses the start, the saves, the outcomes, the activity’s calls and the check of the queue with 409 CAMPAIGN_CLOSED', async () => {
    const { id, testId, userId, cookie } = await releasedCampaign('skillup');
    const run = (kind: string) => `/api/tests/${testId}/${kind}/${id}/${userId}`;
    const calls: [string, 'GET' | 'POST', string, object?][] = [
      ['start (status incomplete)', 'POST', run('status'), { version: 1, status: 'incomplete' }],
      ['save', 'POST', run('sync'), { version: 2, status: 'incomplete', data: '{"step":1}' }],
      ['data', 'POST', run('data'), { version: 3, data: '{"step":2}' }],
      ['read of the run', 'GET', run('sync')],
      ['outcomes', 'POST', `/api/outcomes/${id}/${testId}/${userId}`, { version: 4, values: [] }],
      ['activity call', 'POST', `/api/v2/rpc/${id}/${testId}`, { action: 'timer' }],
      ['check of the queue', 'POST', `/api/tests/checkSync/${id}`, { tests: [{ testId, version: 5 }] }],
    ];
    for (const [what, method, url, payload] of calls) {
      expect({ what, ...closedRefusal(await call(cookie, method, url, payload)) }).toEqual({ what, status: 409, code: 'CAMPAIGN_CLOSED' });
    }
    // Its tests and their status are still read.
    expect((await call(cookie, 'GET', `/api/usercampaign/${id}/usertests`)).statusCode).toBe(200);
  });

  it('shows a closed Agenda as it was left, and refuses to change it', async () => {
    const { id, cookie } = await releasedCampaign('calendar');
    const read = await call(cookie, 'GET', `/api/v2/campaigns/${id}/storage`);
    expect(read.statusCode).toBe(200);
    const { storage } = read.json();
    expect(closedRefusal(await call(cookie, 'PATCH', `/api/v2/campaigns/${id}/storage`, storage))).toEqual({ status: 409, code: 'CAMPAIGN_CLOSED' });
  });

  it('reads the challenge’s tutorial flag in a closed challenge, and refuses to set it', async () => {
    const { id, cookie } = await releasedCampaign('ferrari-academy');
    expect((await call(cookie, 'GET', `/api/v2/campaigns/${id}/challenge-tutorial`)).json()).toEqual({ status: true, seen: false });
    expect(closedRefusal(await call(cookie, 'PUT', `/api/v2/campaigns/${id}/challenge-tutorial`, { seen: true }))).toEqual({
      status: 409,
      code: 'CAMPAIGN_CLOSED',
    });
  });

  it('still answers 404 to whoever does not enter the closed campaign', async () => {
    const { id, testId } = await releasedCampaign('skillup');
    people += 1;
    // Enrolled without a report: the released campaign is not theirs to see (docs/areas/admin.md, "Lifecycle").
    const other = await insertEnrolledUser(t, {
      companyId: demo,
      email: `closed-${people}@demo.skillup.test`,
      firstName: 'Senza',
      lastName: 'Report',
      campaignIds: [id],
    });
    const luca = await t.login('luca.ferri');
    const write = (cookie: string, userId: number) =>
      call(cookie, 'POST', `/api/tests/${testId}/status/${id}/${userId}`, { version: 1, status: 'incomplete' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: other.email, password: DEMO_PASSWORD } });
    expect(login.json().code).toBe('NO_ACTIVE_CAMPAIGN');
    const lucaId = (await call(luca, 'GET', '/api/auth/me')).json().user.id as number;
    expect(closedRefusal(await write(luca, lucaId))).toEqual({ status: 404, code: 'CAMPAIGN_NOT_FOUND' });
  });
});
