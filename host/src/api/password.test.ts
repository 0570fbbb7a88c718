import { ApiError, setSessionExpiredHandler } from '@skillup/shared/api';
import { fakeApi } from '@skillup/shared/testing';
import { checkToken, resetPassword, sendPasswordReset } from './password';

describe('password reset calls (docs/behaviour.md §2.5)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('sendPasswordReset posts the e-mail', async () => {
    api = fakeApi({ 'POST /auth/sendPasswordReset': { status: 200, data: { status: true, message: 'sent' } } });
    await expect(sendPasswordReset({ email: 'a@b.it' })).resolves.toEqual({ status: true, message: 'sent' });
    expect(api.requests[0]?.body).toEqual({ email: 'a@b.it' });
  });

  it('checkToken answers the data of the check', async () => {
    api = fakeApi({
      'POST /auth/checkToken': { status: 200, data: { data: { status: false, code: 'INVALID_TOKEN', username: 'a@b.it' } } },
    });
    await expect(checkToken({ email: 'a@b.it', token: 't' })).resolves.toEqual({
      status: false,
      code: 'INVALID_TOKEN',
      username: 'a@b.it',
    });
    expect(api.requests[0]?.body).toEqual({ email: 'a@b.it', token: 't' });
  });

  it('resetPassword sends the form and a refusal keeps the broken rules, without expiring any session', async () => {
    const expired = jest.fn();
    const remove = setSessionExpiredHandler(expired);
    api = fakeApi({
      'POST /auth/resetPassword': {
        status: 422,
        data: { status: false, code: 'INVALID_PASSWORD', message: 'weak', errors: { password: ['uncompromised'] } },
      },
    });
    const request = { email: 'a@b.it', token: 't', password: 'Abcdefg1', password_confirmation: 'Abcdefg1', timezone: 'UTC' };
    const error = await resetPassword(request).catch((e: unknown) => e);
    remove();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors.password).toEqual(['uncompromised']);
    expect(api.requests[0]?.body).toEqual(request);
    expect(expired).not.toHaveBeenCalled();
  });
});
