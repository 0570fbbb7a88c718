import { aCampaign, aTest, aUser } from '@skillup/shared/testing';
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

  it('opens nothing in a closed campaign, entered only for its report', () => {
    expect(testRun(aCampaign({ id: 3, closed: true }), aTest({ id: 12 }), aUser({ id: 7 }))).toBeNull();
  });

  it('opens the activity under /tests/ with who runs it and the app origin it answers', () => {
    const run = testRun(aCampaign({ id: 3 }), aTest({ id: 12, url: 'ib/index.html' }), aUser({ id: 7 }));
    expect(run && activityUrl(run, 'https://app.example')).toBe(
      '/tests/ib/index.html?campaignId=3&testId=12&userId=7&origin=https%3A%2F%2Fapp.example',
    );
    const withQuery = testRun(aCampaign({ id: 3 }), aTest({ id: 12, url: '/ib/index.html?mode=a' }), aUser({ id: 7 }));
    expect(withQuery && activityUrl(withQuery, 'https://app.example')).toBe(
      '/tests/ib/index.html?mode=a&campaignId=3&testId=12&userId=7&origin=https%3A%2F%2Fapp.example',
    );
  });

  it('opens the activity on the origin the server names in the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'skillup-activities';
    meta.content = 'http://activities.example:8081/tests/';
    document.head.appendChild(meta);
    try {
      const run = testRun(aCampaign({ id: 3 }), aTest({ id: 12, url: 'ib/index.html' }), aUser({ id: 7 }));
      expect(run && activityUrl(run)).toBe(
        `http://activities.example:8081/tests/ib/index.html?campaignId=3&testId=12&userId=7&origin=${encodeURIComponent(window.location.origin)}`,
      );
    } finally {
      meta.remove();
    }
  });
});
