import { aTest } from '../testing/fixtures';
import { fakeApi } from '../testing/fakeApi';
import { listUserTests } from './tests';

describe('typed calls', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('listUserTests asks for the campaign and sorts by position, then id', async () => {
    api = fakeApi({
      'GET /usercampaign/12/usertests': {
        status: 200,
        data: {
          status: true,
          usertests: [aTest({ id: 9, position: 2 }), aTest({ id: 4, position: 1 }), aTest({ id: 2, position: 2 })],
        },
      },
    });
    const tests = await listUserTests(12);
    expect(tests.map((t) => t.id)).toEqual([4, 2, 9]);
    expect(api.requests.map((request) => request.url)).toEqual(['/usercampaign/12/usertests']);
    expect(api.requests[0]?.params).toBeUndefined();
  });
});
