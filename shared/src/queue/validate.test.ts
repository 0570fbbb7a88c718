import { QueueValidationError, validateQueueItem, type QueueItemInput } from './validate';

const ref = { campaignId: 7, testId: 3, userId: 11 };

function messageOf(input: Partial<QueueItemInput> & Record<string, unknown>): string | null {
  try {
    validateQueueItem({ ...ref, ...input } as QueueItemInput);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(QueueValidationError);
    return (error as Error).message;
  }
}

describe('queue item validation (docs/behaviour.md §5)', () => {
  it('accepts each type with what it needs, version defaulting to 0 and no retry yet', () => {
    expect(validateQueueItem({ ...ref, type: 'STATUS', status: 'incomplete' })).toEqual({
      ...ref,
      type: 'STATUS',
      status: 'incomplete',
      version: 0,
      retry: { type: null, attempt: 0 },
    });
    expect(messageOf({ type: 'SYNC', status: 'complete', data: { a: 1 }, version: 2 })).toBeNull();
    expect(messageOf({ type: 'SYNC_ALL', status: 'complete', data: '{"a":1}' })).toBeNull();
    expect(messageOf({ type: 'DATA', data: 'x' })).toBeNull();
    expect(messageOf({ type: 'OUTCOMES', data: [{ name: 'score', value: 1 }] })).toBeNull();
  });

  it('refuses a version that is not an integer', () => {
    expect(messageOf({ type: 'STATUS', status: 'complete', version: 1.5 })).toBe('Invalid request version');
    expect(messageOf({ type: 'STATUS', status: 'complete', version: '2' as unknown as number })).toBe('Invalid request version');
  });

  it('refuses SYNC and SYNC_ALL without a status or with data neither object nor string', () => {
    expect(messageOf({ type: 'SYNC', data: {} })).toBe('Invalid SYNC request data');
    expect(messageOf({ type: 'SYNC', status: 'complete', data: 5 })).toBe('Invalid SYNC request data');
    expect(messageOf({ type: 'SYNC_ALL', status: 'complete' })).toBe('Invalid SYNC request data');
  });

  it('refuses STATUS without a known status', () => {
    expect(messageOf({ type: 'STATUS' })).toBe('Invalid STATUS request data');
    expect(messageOf({ type: 'STATUS', status: 'done' as never })).toBe('Invalid STATUS request data');
  });

  it('refuses DATA and OUTCOMES without data', () => {
    expect(messageOf({ type: 'DATA' })).toBe('Invalid DATA request data');
    expect(messageOf({ type: 'OUTCOMES' })).toBe('Invalid OUTCOMES request data');
    expect(messageOf({ type: 'OUTCOMES', data: { name: 'x' } })).toBe('Invalid OUTCOMES request data');
  });

  it('takes a 360 page only with the person evaluated and its answers and stored document, and no evaluee on other items', () => {
    const page = { values: [{ questionId: 4, value: 2 }], stored: '{"page":1}' };
    expect(validateQueueItem({ ...ref, type: 'PAGE_360', evaluee: 21, version: 3, data: page })).toMatchObject({ evaluee: 21, data: page });
    expect(messageOf({ type: 'PAGE_360', data: page })).toBe('Invalid PAGE_360 request data');
    expect(messageOf({ type: 'PAGE_360', evaluee: 21, data: { values: page.values } })).toBe('Invalid PAGE_360 request data');
    expect(messageOf({ type: 'PAGE_360', evaluee: 21, data: { values: {}, stored: '' } })).toBe('Invalid PAGE_360 request data');
    expect(messageOf({ type: 'DATA', data: 'x', evaluee: 21 })).toBe('Invalid tracking data');
  });

  it("takes an area's own writes with no test: the Agenda with its store, the tutorial with nothing", () => {
    const agenda = { tests: { '2026-12-01': { testId: 6 } }, currentPosition: '2026-12-01', hasSeenTutorial: false };
    expect(validateQueueItem({ ...ref, testId: 0, type: 'CALENDAR_STORE', version: 3, data: agenda })).toMatchObject({
      testId: 0,
      version: 3,
      data: agenda,
    });
    expect(messageOf({ testId: 0, type: 'CHALLENGE_TUTORIAL' })).toBeNull();
    expect(messageOf({ type: 'CHALLENGE_TUTORIAL' })).toBe('Invalid tracking data');
    expect(messageOf({ testId: 0, type: 'STATUS', status: 'complete' })).toBe('Invalid tracking data');
    expect(messageOf({ testId: 0, type: 'CALENDAR_STORE', data: { ...agenda, tests: [] } })).toBe('Invalid CALENDAR_STORE request data');
    expect(messageOf({ testId: 0, type: 'CALENDAR_STORE', data: { tests: {}, currentPosition: '2026-12-01' } })).toBe(
      'Invalid CALENDAR_STORE request data',
    );
    expect(messageOf({ testId: 0, type: 'CHALLENGE_TUTORIAL', data: { seen: true } })).toBe('Invalid CHALLENGE_TUTORIAL request data');
  });

  it('refuses an unknown type', () => {
    expect(messageOf({ type: 'DELETE' as never, status: 'complete' })).toBe('Invalid request type');
  });

  it('refuses ids that are not positive integers', () => {
    expect(messageOf({ type: 'STATUS', status: 'complete', userId: 0 })).toBe('Invalid tracking data');
    expect(messageOf({ type: 'STATUS', status: 'complete', campaignId: '7' as unknown as number })).toBe('Invalid tracking data');
  });
});
