import { isApiError } from '@skillup/shared/api';

/** What a failed login says: an i18n key (namespace common) and the values its text takes. */
export interface LoginError {
  key: string;
  values?: Record<string, string>;
}

/** docs/behaviour.md §8: the message of a failed login. */
export function loginError(error: unknown): LoginError {
  if (!isApiError(error)) return { key: 'errors.loginFailed' };
  if (error.code === 'WRONG_CREDENTIALS') return { key: 'errors.wrongCredentials' };
  if (error.code === 'NO_ACTIVE_CAMPAIGN') return { key: 'errors.noActiveCampaign' };
  if (error.code === 'SIGN_IN_BUSY') return { key: 'errors.signInBusy' };
  // Opened at another address than the app's (docs/security.md): say where to open it, not that the password is wrong.
  if (error.code === 'FOREIGN_ORIGIN' && error.appUrl) return { key: 'errors.foreignOrigin', values: { url: error.appUrl } };
  if (error.kind === 'offline' || error.kind === 'timeout') return { key: error.messageKey };
  return { key: 'errors.loginFailed' };
}
