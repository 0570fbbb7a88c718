import { itemKey, NO_RETRY, type QueueItem } from './item';
import { toBeaconItem, toRequest } from './wire';

const page = (evaluee: number, version: number): QueueItem => ({
  type: 'PAGE_360',
  campaignId: 7,
  testId: 360,
  userId: 11,
  evaluee,
  version,
  retry: NO_RETRY,
  data: { values: [{ questionId: 4, value: 2 }], stored: '{"page":1}' },
});

describe('a 360 page on the wire (docs/areas/feedback-360.md, "Sending pages")', () => {
  it('becomes the page call with its answers and stored document', () => {
    expect(toRequest(page(21, 3))).toEqual({
      path: '/usercampaign/7/page/21',
      body: { version: 3, values: [{ questionId: 4, value: 2 }], data: '{"page":1}' },
    });
  });

  it('keeps the person evaluated and the page as an object in the beacon', () => {
    expect(toBeaconItem(page(21, 3))).toEqual({
      type: 'PAGE_360',
      campaignId: 7,
      testId: 360,
      userId: 11,
      evaluee: 21,
      version: 3,
      data: { values: [{ questionId: 4, value: 2 }], stored: '{"page":1}' },
    });
  });

  it('is one queue entry per evaluation, so pages about two people never replace each other', () => {
    expect(itemKey(page(21, 3))).not.toBe(itemKey(page(22, 3)));
    expect(itemKey(page(21, 3))).toBe(itemKey(page(21, 4)));
  });
});
