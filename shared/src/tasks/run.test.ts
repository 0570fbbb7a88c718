import { aCampaign, aTest, aUser } from '../testing/fixtures';
import { activityUrl, testRun } from './run';

describe('test runs', () => {
  it('needs a campaign, a current test and a user, all with integer ids', () => {
    const campaign = aCampaign({ id: 3 });
    const test = aTest({ id: 12 });
    const user = aUser({ id: 7 });
    expect(testRun(campaign, test, user)).toEqual({ campaignId: 3, testId: 12, userId: 7, test });
    expect(testRun(null, test, user)).toBeNull();
    expect(testRun(campaign, null, user)).toBeNull();
    expect(testRun(campaign, test, null)).toBeNull();
    expect(testRun(campaign, { ...test, id: 1.5 }, user)).toBeNull();
    expect(testRun(campaign, test, { ...user, id: Number.NaN })).toBeNull();
    expect(testRun({ ...campaign, id: 0 }, test, user)).toBeNull();
  });

  it('opens the activity under /tests/ with who runs it', () => {
    const run = testRun(aCampaign({ id: 3 }), aTest({ id: 12, url: 'ib/index.html' }), aUser({ id: 7 }));
    expect(run && activityUrl(run)).toBe('/tests/ib/index.html?campaignId=3&testId=12&userId=7');
    const withQuery = testRun(aCampaign({ id: 3 }), aTest({ id: 12, url: '/ib/index.html?mode=a' }), aUser({ id: 7 }));
    expect(withQuery && activityUrl(withQuery)).toBe('/tests/ib/index.html?mode=a&campaignId=3&testId=12&userId=7');
  });
});
