import { aUser, fakeApi } from '@skillup/shared/testing';
import { login, me } from './auth';
import { selectCampaign } from './campaigns';
import { postLog } from './logs';
import { getRemotes } from './remotes';

describe('typed calls', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('login posts username, password and timezone', async () => {
    const user = aUser();
    api = fakeApi({ 'POST /auth/login': { status: 200, data: { status: true, user, campaigns: [] } } });
    await expect(login({ username: 'u@x.it', password: 'p', timezone: 'Europe/Rome' })).resolves.toEqual({
      status: true,
      user,
      campaigns: [],
    });
    expect(api.requests[0]?.body).toEqual({ username: 'u@x.it', password: 'p', timezone: 'Europe/Rome' });
  });

  it('me answers the user', async () => {
    const user = aUser({ firstName: 'Anna' });
    api = fakeApi({ 'GET /auth/me': { status: 200, data: { status: true, user } } });
    await expect(me()).resolves.toEqual(user);
  });

  it('selectCampaign sends the language only when there is one', async () => {
    api = fakeApi({ 'POST /usercampaign/5': { status: 200, data: { status: true } } });
    await selectCampaign(5, 'es');
    await selectCampaign(5);
    expect(api.requests.map((r) => r.body)).toEqual([{ lang: 'es' }, {}]);
  });

  it('getRemotes asks for the campaign', async () => {
    api = fakeApi({ 'GET /remotes': { status: 200, data: { remotes: {} } } });
    await getRemotes(3);
    expect(api.requests[0]?.params).toEqual({ campaignId: 3 });
  });

  it('getRemotes without a campaign asks for the areas that need none', async () => {
    api = fakeApi({ 'GET /remotes': { status: 200, data: { remotes: {} } } });
    await getRemotes(null);
    expect(api.requests.map((r) => [r.method, r.url, r.params ?? {}])).toEqual([['GET', '/remotes', {}]]);
  });

  it('postLog sends the item as a JSON string', async () => {
    api = fakeApi({ 'POST /logs': { status: 200, data: { status: true } } });
    await postLog({ kind: 'remote-fallback', remote: 'taskroom' });
    expect(api.requests[0]?.body).toEqual({ data: '{"kind":"remote-fallback","remote":"taskroom"}' });
  });
});
