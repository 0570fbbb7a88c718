import type { LoginRequest, LoginResponse, MeResponse, StatusOk, User } from './contract';
import { paths } from './contract/paths';
import { http } from './client';

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

/** docs/behaviour.md §8: a 401 on logout still ends the session on this side, so it is not an expiry. */
export async function logout(): Promise<StatusOk> {
  const { data } = await http.post<StatusOk>(paths.logout, undefined, { skipSessionExpiry: true });
  return data;
}
