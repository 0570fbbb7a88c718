import type { User, UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { canAnswer, testBaseUrl } from '@skillup/shared';

export interface TestRun {
  campaignId: number;
  testId: number;
  userId: number;
  test: UserTest;
}

/**
 * docs/behaviour.md §5: the test page needs a valid user campaign, still open for answers (a closed
 * one is entered for its report only), a current test with an integer id and an integer user id.
 * Answers what the frame is opened with, or null.
 */
export function testRun(campaign: UserCampaign | null, test: UserTest | null, user: User | null): TestRun | null {
  if (!campaign || !test || !user || !canAnswer(campaign)) return null;
  if (![campaign.id, test.id, user.id].every((id) => Number.isInteger(id) && id > 0)) return null;
  return { campaignId: campaign.id, testId: test.id, userId: user.id, test };
}

/**
 * docs/behaviour.md §2.9, §9: the activity's address under the test base URL, with who runs it
 * and the app's origin, the only one the activity answers (docs/security.md).
 */
export function activityUrl(run: TestRun, appOrigin: string = window.location.origin): string {
  const path = run.test.url.replace(/^\/+/, '');
  const query = new URLSearchParams({
    campaignId: String(run.campaignId),
    testId: String(run.testId),
    userId: String(run.userId),
    origin: appOrigin,
  });
  return `${testBaseUrl()}${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}
