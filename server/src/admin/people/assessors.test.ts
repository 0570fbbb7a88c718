import { testDatabases } from '../../test-harness/databases';
import { csvOf, newCampaign, participantsImport, postFile } from '../../test-harness/people-files';
import { persona, startTestApp, type TestApp } from '../../test-harness/test-app';
import { insertTestRow } from '../../test-harness/test-rows';

describe.each(testDatabases())("a participant's assessors by hand on $name", (target) => {
  let t: TestApp;
  let admin: string;
  let campaignId: number;
  let rated: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await t.login('admin');
    campaignId = await newCampaign(t, { state: 'ACTIVE' });
    await postFile(t, participantsImport(campaignId), csvOf([['rated@assessors.test', 'Rated', 'Person', '', '', '', '', '']]), { commit: true });
    const users = await t.database.db.selectFrom('users').select(['id', 'email']).execute();
    for (const user of users) ids[user.email] = user.id;
    rated = ids['rated@assessors.test']!;
  });
  afterAll(() => t?.close());

  const url = (userId: number, campaign = campaignId) => `/api/admin/campaigns/${campaign}/participants/${userId}/assessors`;
  const get = (userId: number, campaign = campaignId) => t.app.inject({ method: 'GET', url: url(userId, campaign), headers: { cookie: admin } });
  const put = (userId: number, assessorIds: number[], campaign = campaignId) =>
    t.app.inject({ method: 'PUT', url: url(userId, campaign), headers: { cookie: admin }, payload: { assessorIds } });

  it('sets the staff who assess the participant in every test of the campaign, named, and the assessor sees them', async () => {
    expect((await get(rated)).json()).toEqual({ status: true, assessors: [] });
    const sara = ids[persona('sara.conti')]!;
    const saraRef = { id: sara, firstName: 'Sara', lastName: 'Conti', email: persona('sara.conti') };
    const adminRef = { id: ids[persona('admin')]!, firstName: 'Amministratore', lastName: 'Demo', email: persona('admin') };
    // By last name, whatever the order chosen in.
    expect((await put(rated, [adminRef.id, sara])).json()).toEqual({ status: true, assessors: [saraRef, adminRef] });
    expect((await get(rated)).json()).toEqual({ status: true, assessors: [saraRef, adminRef] });
    const testId = await insertTestRow(t.database.db, campaignId);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/users/assessed/${sara}/${testId}`,
      headers: { cookie: await t.login('sara.conti') },
    });
    expect(seen.json().samples.map((s: { id: number }) => s.id)).toEqual([rated]);
    expect((await put(rated, [sara])).json().assessors).toEqual([saraRef]);
    expect((await put(rated, [])).json().assessors).toEqual([]);
  });

  it('refuses anyone who is not staff of the company, the participant themselves, and people outside the campaign', async () => {
    for (const assessorIds of [[ids[persona('anna.rossi')]!], [rated], [ids['irene.longo@acme.skillup.test']!]]) {
      const refused = await put(rated, assessorIds);
      expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 422, code: 'ASSESSOR_NOT_FOUND' });
    }
    expect((await put(rated, [ids[persona('sara.conti')]!, ids[persona('sara.conti')]!])).statusCode).toBe(400);
    expect((await get(ids[persona('anna.rossi')]!)).json().code).toBe('PERSON_NOT_FOUND');
    const acme = await newCampaign(t, { company: 'acme' });
    expect((await get(ids['irene.longo@acme.skillup.test']!, acme)).json().code).toBe('CAMPAIGN_NOT_FOUND');
    expect((await get(rated)).json().assessors).toEqual([]);
  });
});
