import { buildsOn, compareItems, itemKey, NO_RETRY, type QueueItem } from './item';
import { isFinalAnswer, toBeaconItem, toRequest, travelsInBeacon } from './wire';

const page = (evaluee: number, version: number): QueueItem & { type: 'PAGE_360' } => ({
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
      method: 'POST',
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

const agenda = { tests: { '2026-12-08': { testId: 6 } }, currentPosition: '2026-12-01', hasSeenTutorial: true };
const campaignWrite = (type: 'CALENDAR_STORE' | 'CHALLENGE_TUTORIAL', version = 0, overrides: Partial<QueueItem> = {}): QueueItem => ({
  type,
  campaignId: 7,
  testId: 0,
  userId: 11,
  version,
  retry: NO_RETRY,
  ...(type === 'CALENDAR_STORE' ? { data: agenda } : {}),
  ...overrides,
});

describe("an area's own writes on the wire (docs/queue.md §4)", () => {
  it("become the Agenda's PATCH over the version read and the tutorial's PUT, on their routes as they are", () => {
    expect(toRequest(campaignWrite('CALENDAR_STORE', 3))).toEqual({
      method: 'PATCH',
      path: '/v2/campaigns/7/storage',
      body: { data: agenda, version: 3 },
    });
    expect(toRequest(campaignWrite('CHALLENGE_TUTORIAL'))).toEqual({
      method: 'PUT',
      path: '/v2/campaigns/7/challenge-tutorial',
      body: { seen: true },
    });
  });

  it('stay out of the page-leave beacon, which carries progress and 360 pages only', () => {
    expect(travelsInBeacon(page(21, 3))).toBe(true);
    expect(travelsInBeacon(campaignWrite('CALENDAR_STORE', 3))).toBe(false);
    expect(travelsInBeacon(campaignWrite('CHALLENGE_TUTORIAL'))).toBe(false);
  });

  it('are one item per change of the Agenda, each made over the one before, and one tutorial flag per campaign', () => {
    expect(itemKey(campaignWrite('CALENDAR_STORE', 3))).not.toBe(itemKey(campaignWrite('CALENDAR_STORE', 4)));
    expect(itemKey(campaignWrite('CHALLENGE_TUTORIAL'))).toBe(
      itemKey(campaignWrite('CHALLENGE_TUTORIAL', 0, { retry: { type: 'network', attempt: 2 } })),
    );
    expect(buildsOn(campaignWrite('CALENDAR_STORE', 4), campaignWrite('CALENDAR_STORE', 3))).toBe(true);
    expect(buildsOn(campaignWrite('CALENDAR_STORE', 3), campaignWrite('CALENDAR_STORE', 3))).toBe(false);
    expect(buildsOn(campaignWrite('CALENDAR_STORE', 4, { campaignId: 8 }), campaignWrite('CALENDAR_STORE', 3))).toBe(false);
    expect(buildsOn(campaignWrite('CHALLENGE_TUTORIAL', 4), campaignWrite('CALENDAR_STORE', 3))).toBe(false);
  });

  it("go after the progress of the campaign's tests, which the server may check a change against", () => {
    const status: QueueItem = { type: 'STATUS', campaignId: 7, testId: 5, userId: 11, version: 9, retry: NO_RETRY, status: 'complete' };
    const later: QueueItem = { ...status, campaignId: 8, testId: 1 };
    const sorted = [campaignWrite('CALENDAR_STORE', 4), later, campaignWrite('CALENDAR_STORE', 3), status].sort(compareItems);
    expect(sorted.map((item) => [item.campaignId, item.type, item.version])).toEqual([
      [7, 'STATUS', 9],
      [7, 'CALENDAR_STORE', 3],
      [7, 'CALENDAR_STORE', 4],
      [8, 'STATUS', 9],
    ]);
  });

  it('take a 409 to a change of the Agenda as final: its version can never be the stored one again', () => {
    expect(isFinalAnswer(campaignWrite('CALENDAR_STORE', 3), 409)).toBe(true);
    expect(isFinalAnswer(campaignWrite('CALENDAR_STORE', 3), 422)).toBe(false);
    expect(isFinalAnswer(campaignWrite('CHALLENGE_TUTORIAL'), 409)).toBe(false);
    expect(isFinalAnswer(page(21, 3), 409)).toBe(false);
  });
});

describe('outcomes on the wire (docs/queue.md §7)', () => {
  it('carry the version of their change, so the server refuses those older than a reset of the test', () => {
    const item: QueueItem = {
      type: 'OUTCOMES',
      campaignId: 7,
      testId: 3,
      userId: 11,
      version: 12,
      retry: NO_RETRY,
      data: [{ name: 'score', value: 3 }],
    };
    expect(toRequest(item)).toEqual({ method: 'POST', path: '/outcomes/7/3/11', body: { values: [{ name: 'score', value: 3 }], version: 12 } });
  });
});
