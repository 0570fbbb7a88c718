import type { AccountLanguageRequest, AccountResponse, ChangePasswordRequest, EndedSessionsResponse, StatusOk } from '@skillup/shared/api/contract';
import { http, paths } from '@skillup/shared/api';

/** docs/behaviour.md §2.17: the person's profile and open sessions. */
export async function fetchAccount(): Promise<AccountResponse> {
  const { data } = await http.get<AccountResponse>(paths.account);
  return data;
}

export async function saveAccountLanguage(request: AccountLanguageRequest): Promise<StatusOk> {
  const { data } = await http.put<StatusOk>(paths.accountLanguage, request);
  return data;
}

/** A refusal carries WRONG_PASSWORD, or the broken rules in `fieldErrors.password`, as the reset does. */
export async function changePassword(request: ChangePasswordRequest): Promise<EndedSessionsResponse> {
  const { data } = await http.post<EndedSessionsResponse>(paths.accountPassword, request);
  return data;
}

export async function endOtherSessions(): Promise<EndedSessionsResponse> {
  const { data } = await http.delete<EndedSessionsResponse>(paths.accountOtherSessions);
  return data;
}
