import type { UserCampaign, UserTest } from '../api/contract';
import { byPosition } from '../api/tests';

/** docs/behaviour.md §9: the test of the 360 questionnaire. */
export const TEST_360_ID = 360;

/** docs/behaviour.md §6: assessors are told apart by role name, in any case. */
export function isAssessor(roleName: string | undefined | null): boolean {
  return roleName?.toLowerCase() === 'assessor';
}

/** docs/behaviour.md §1: the abbreviation, or the first two letters of the name in upper case. */
export function taskAbbreviation(test: Pick<UserTest, 'abbreviation' | 'name'>): string {
  return test.abbreviation?.trim() || test.name.trim().slice(0, 2).toUpperCase();
}

/** docs/behaviour.md §3: tests are shown by position, then id. */
export function sortTests(tests: readonly UserTest[]): UserTest[] {
  return [...tests].sort(byPosition);
}

/** docs/behaviour.md §2.8: the 360 test is listed only in campaigns that have the 360. */
export function visibleTests(tests: readonly UserTest[], campaign: Pick<UserCampaign, 'is360'>): UserTest[] {
  return tests.filter((test) => test.id !== TEST_360_ID || campaign.is360);
}

/**
 * docs/behaviour.md §4: a test not started whose prerequisites are not all complete is locked, except
 * for assessors. Answers the missing prerequisites, empty when the test is open.
 */
export function missingPrerequisites(test: UserTest, tests: readonly UserTest[], assessor: boolean): UserTest[] {
  if (assessor || test.status === 'incomplete' || test.status === 'complete') return [];
  return test.prerequisites
    .map((id) => tests.find((other) => other.id === id))
    .filter((other): other is UserTest => other !== undefined && other.status !== 'complete');
}

/** docs/behaviour.md §2.8: the status icon of a task. */
export type TaskState = 'locked' | 'repeatable' | 'complete' | 'incomplete' | 'notAttempted';

export function taskState(test: Pick<UserTest, 'status' | 'repeatable'>, locked: boolean): TaskState {
  if (locked) return 'locked';
  if (test.status === 'complete') return test.repeatable ? 'repeatable' : 'complete';
  return test.status === 'incomplete' ? 'incomplete' : 'notAttempted';
}

/** docs/behaviour.md §4: a complete test opens again only when it is repeatable; a locked one never. */
export function isSelectable(state: TaskState): boolean {
  return state !== 'locked' && state !== 'complete';
}

/** docs/behaviour.md §1: completed out of total, and the rounded percentage. */
export function completion(tests: readonly UserTest[]): { completed: number; total: number; percent: number } {
  const completed = tests.filter((test) => test.status === 'complete').length;
  const total = tests.length;
  return { completed, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}
