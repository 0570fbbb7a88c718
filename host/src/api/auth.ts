import { http, paths } from '@skillup/shared/api';
import type { LoginRequest, LoginResponse, MeResponse, User } from '@skillup/shared/api/contract';

/** A wrong password is an answer for the login form, not an expired session. */
export async function login(request: LoginRequest): Promise<LoginResponse> {
  const { data } = await http.post<LoginResponse>(paths.login, request, { skipSessionExpiry: true });
  return data;
}

/**
 * The signed-in user, or an `unauthorised` ApiError when there is none: the caller decides
 * where that leads, so this probe does not trigger the expired-session handler.
 */
export async function me(): Promise<User> {
  const { data } = await http.get<MeResponse>(paths.me, { skipSessionExpiry: true });
  return data.user;
}
