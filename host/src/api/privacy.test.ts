import { ApiError } from '@skillup/shared/api';
import { fakeApi } from '@skillup/shared/testing';
import { getPrivacyAgreement, giveConsent } from './privacy';

describe('privacy calls (docs/behaviour.md §2.6)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('getPrivacyAgreement answers the notice', async () => {
    api = fakeApi({ 'GET /auth/privacy/agreement': { status: 200, data: { status: true, privacy: '<p>Notice</p>' } } });
    await expect(getPrivacyAgreement()).resolves.toBe('<p>Notice</p>');
  });

  it('an agreement answer without status true is invalid (docs/behaviour.md §5)', async () => {
    api = fakeApi({ 'GET /auth/privacy/agreement': { status: 200, data: { privacy: '<p>Notice</p>' } } });
    await expect(getPrivacyAgreement()).rejects.toBeInstanceOf(ApiError);
  });

  it('giveConsent posts to the consent path', async () => {
    api = fakeApi({ 'POST /auth/privacy/giveConsent': { status: 200, data: { status: true } } });
    await expect(giveConsent()).resolves.toEqual({ status: true });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /auth/privacy/giveConsent']);
  });
});
