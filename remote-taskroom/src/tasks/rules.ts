import { isFeedback360Test } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';

/** docs/behaviour.md §2.8: the 360 test is listed only in campaigns that have the 360. */
export function visibleTests(tests: readonly UserTest[], campaign: Pick<UserCampaign, 'is360'>): UserTest[] {
  return tests.filter((test) => !isFeedback360Test(test) || campaign.is360);
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

/** docs/behaviour.md §1: completed out of total, and the rounded percentage. */
export function completion(tests: readonly UserTest[]): { completed: number; total: number; percent: number } {
  const completed = tests.filter((test) => test.status === 'complete').length;
  const total = tests.length;
  return { completed, total, percent: total ? Math.round((completed / total) * 100) : 0 };
}
