import type { PrivacyAgreementResponse, StatusOk } from '@skillup/shared/api/contract';
import { ApiError, http, paths } from '@skillup/shared/api';

/** docs/behaviour.md §2.6, §5: the notice of the selected campaign; an answer without status true is invalid. */
export async function getPrivacyAgreement(): Promise<string> {
  const { data } = await http.get<PrivacyAgreementResponse>(paths.privacyAgreement);
  if (data?.status !== true || typeof data.privacy !== 'string') {
    throw new ApiError('http', 'errors.generic', 200, 'INVALID_PRIVACY_AGREEMENT', 'invalid privacy agreement response');
  }
  return data.privacy;
}

/** docs/behaviour.md §2.6: the user accepts the notice of the selected campaign. */
export async function giveConsent(): Promise<StatusOk> {
  const { data } = await http.post<StatusOk>(paths.giveConsent);
  return data;
}
