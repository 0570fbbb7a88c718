import { testDatabases } from '../test-harness/databases';
import { newCampaign, OPS } from '../test-harness/people-files';
import { startTestApp, type TestApp } from '../test-harness/test-app';

describe.each(testDatabases())('ids in the HR console’s addresses on $name', (target) => {
  let t: TestApp;
  let campaignId: number;
  beforeAll(async () => {
    t = await startTestApp(target);
    campaignId = await newCampaign(t);
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/admin${url}`, headers: OPS });
  /** What a lenient reading would take for the id: hex, a leading zero or sign, a fraction, an exponent, a space. */
  const spellings = (id: number) => [`0x${id.toString(16)}`, `0${id}`, `+${id}`, `${id}.0`, `${id}e0`, `%20${id}`];

  it('reads an id written in plain digits', async () => {
    expect((await get(`/campaigns/${campaignId}`)).statusCode).toBe(200);
    expect((await get(`/campaigns/${campaignId}/participants`)).statusCode).toBe(200);
    expect((await get(`/campaigns/${campaignId}/progress?managerId=${campaignId}`)).statusCode).toBe(200);
  });

  it.each([
    '/campaigns/ID',
    '/campaigns/ID/participants',
    '/campaigns/ID/progress',
    '/campaigns?companyId=ID',
    '/campaigns/CAMPAIGN/progress?managerId=ID',
  ])('refuses any other spelling of the id in %s', async (address) => {
    for (const spelt of spellings(campaignId)) {
      const response = await get(address.replace('ID', spelt).replace('CAMPAIGN', String(campaignId)));
      expect({ spelt, status: response.statusCode, code: response.json().code }).toEqual({ spelt, status: 400, code: 'BAD_REQUEST' });
    }
  });
});
