import type { StatusOk } from './contract';
import { paths } from './contract/paths';
import { http } from './client';

/** docs/behaviour.md §8: a 401 on logout still ends the session on this side, so it is not an expiry. */
export async function logout(): Promise<StatusOk> {
  const { data } = await http.post<StatusOk>(paths.logout, undefined, { skipSessionExpiry: true });
  return data;
}
