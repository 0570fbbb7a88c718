import type { UserTest, UserTestsResponse } from './contract';
import { paths } from './contract/paths';
import { http } from './client';

/** docs/behaviour.md §3: tests are shown by position, then id. */
export function byPosition(a: UserTest, b: UserTest): number {
  return a.position - b.position || a.id - b.id;
}

/** The campaign's tests with the signed-in user's progress, in display order. */
export async function listUserTests(campaignId: number): Promise<UserTest[]> {
  const { data } = await http.get<UserTestsResponse>(paths.userTests(campaignId));
  return [...data.usertests].sort(byPosition);
}
