import { isApiError } from '@skillup/shared/api';

/** docs/behaviour.md §8: the message of a failed login (i18n key, namespace common). */
export function loginErrorKey(error: unknown): string {
  if (!isApiError(error)) return 'errors.loginFailed';
  if (error.code === 'WRONG_CREDENTIALS') return 'errors.wrongCredentials';
  if (error.code === 'NO_ACTIVE_CAMPAIGN') return 'errors.noActiveCampaign';
  if (error.kind === 'offline' || error.kind === 'timeout') return error.messageKey;
  return 'errors.loginFailed';
}
