import { fakeApi } from '../testing/fakeApi';
import { http } from './client';
import { paths } from './contract/paths';
import { ApiError } from './errors';
import { setPrivacyRequiredHandler } from './privacy-required';
import { setSessionExpiredHandler } from './session-expiry';

/** An ordinary call, the login and the session probe, as the host makes them. */
const listUserCampaigns = () => http.get(paths.userCampaignList);
const login = (body: { username: string; password: string }) => http.post(paths.login, body, { skipSessionExpiry: true });
const me = () => http.get(paths.me, { skipSessionExpiry: true });

describe('API errors (docs/behaviour.md §8)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  async function failure(call: () => Promise<unknown>): Promise<ApiError> {
    const error = await call().then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('a request that gets no answer is offline', async () => {
    api = fakeApi({ 'GET /usercampaign/list': { fail: 'network' } });
    const error = await failure(listUserCampaigns);
    expect(error.kind).toBe('offline');
    expect(error.messageKey).toBe('errors.offline');
  });

  it('a request that takes too long is a timeout', async () => {
    api = fakeApi({ 'GET /usercampaign/list': { fail: 'timeout' } });
    const error = await failure(listUserCampaigns);
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors.timeout');
  });

  it('keeps the status and the code of an error body', async () => {
    api = fakeApi({
      'POST /auth/login': { status: 422, data: { status: false, code: 'WRONG_CREDENTIALS', message: 'wrong' } },
    });
    const error = await failure(() => login({ username: 'a@b.c', password: 'x' }));
    expect(error).toMatchObject({ kind: 'http', status: 422, code: 'WRONG_CREDENTIALS', messageKey: 'errors.wrongCredentials' });
  });

  it('maps NO_ACTIVE_CAMPAIGN to its message', async () => {
    api = fakeApi({
      'POST /auth/login': { status: 422, data: { status: false, code: 'NO_ACTIVE_CAMPAIGN', message: 'none' } },
    });
    const error = await failure(() => login({ username: 'a@b.c', password: 'x' }));
    expect(error.messageKey).toBe('errors.noActiveCampaign');
  });

  it('maps CAMPAIGN_CLOSED to its message, a refusal that does not end the session', async () => {
    api = fakeApi({
      'GET /usercampaign/list': { status: 409, data: { status: false, code: 'CAMPAIGN_CLOSED', message: 'closed' } },
    });
    const error = await failure(listUserCampaigns);
    expect(error).toMatchObject({ kind: 'http', status: 409, messageKey: 'errors.campaignClosed' });
  });

  describe('an expired session', () => {
    const handler = jest.fn();
    let remove: () => void;
    beforeEach(() => {
      handler.mockReset();
      remove = setSessionExpiredHandler(handler);
    });
    afterEach(() => remove());

    it.each([401, 403])('%i on an ordinary call is reported to the handler', async (status) => {
      api = fakeApi({ 'GET /usercampaign/list': { status, data: { status: false, code: 'UNAUTHORISED', message: 'no' } } });
      const error = await failure(listUserCampaigns);
      expect(error.kind).toBe('unauthorised');
      expect(handler).toHaveBeenCalledWith(error);
    });

    it('is not what a change refused for the page’s address is: that one keeps the session and says where the app is', async () => {
      api = fakeApi({
        'GET /usercampaign/list': {
          status: 403,
          data: { status: false, code: 'FOREIGN_ORIGIN', message: 'no', appUrl: 'http://localhost:8080' },
        },
      });
      const error = await failure(listUserCampaigns);
      expect(error).toMatchObject({ kind: 'http', messageKey: 'errors.foreignOrigin', appUrl: 'http://localhost:8080' });
      expect(handler).not.toHaveBeenCalled();
    });

    it('is not reported for the login itself nor for the session probe', async () => {
      api = fakeApi({
        'POST /auth/login': { status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'no' } },
        'GET /auth/me': { status: 401, data: { status: false, code: 'UNAUTHORISED', message: 'no' } },
      });
      await failure(() => login({ username: 'a@b.c', password: 'x' }));
      await failure(me);
      expect(handler).not.toHaveBeenCalled();
    });
  });

  it('keeps the per-field codes of an error body', async () => {
    api = fakeApi({
      'GET /usercampaign/list': {
        status: 422,
        data: { status: false, code: 'INVALID_PASSWORD', message: 'no', errors: { password: ['symbols', 'mixed'] } },
      },
    });
    const error = await failure(listUserCampaigns);
    expect(error.fieldErrors).toEqual({ password: ['symbols', 'mixed'] });
  });

  describe('a call refused for missing privacy consent', () => {
    const handler = jest.fn();
    let remove: () => void;
    beforeEach(() => {
      handler.mockReset();
      remove = setPrivacyRequiredHandler(handler);
    });
    afterEach(() => remove());

    it('is reported to the handler, whatever the call', async () => {
      api = fakeApi({
        'GET /usercampaign/list': { status: 422, data: { status: false, code: 'NO_PRIVACY_CONSENT', message: 'consent' } },
      });
      const error = await failure(listUserCampaigns);
      expect(error.code).toBe('NO_PRIVACY_CONSENT');
      expect(handler).toHaveBeenCalledWith(error);
    });

    it('other refusals are not', async () => {
      api = fakeApi({
        'GET /usercampaign/list': { status: 422, data: { status: false, code: 'NO_ACTIVE_CAMPAIGN', message: 'none' } },
      });
      await failure(listUserCampaigns);
      expect(handler).not.toHaveBeenCalled();
    });
  });
});
