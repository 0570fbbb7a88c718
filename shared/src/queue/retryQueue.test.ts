import './testing/fakeIndexedDb';
import type { QueueItemInput } from './validate';
import { httpStatus, networkDown, ok, timedOut, type SentRequest } from './testing/fakeServer';
import { queueHarness } from './testing/setup';

const user = { id: 11 };
const ref = { userId: 11, campaignId: 7, testId: 3 };
const onUnauthorised = jest.fn();

function status(version: number, overrides: Partial<QueueItemInput> = {}): QueueItemInput {
  return { ...ref, type: 'STATUS', status: 'incomplete', version, ...overrides };
}

const requestsTo = (sent: SentRequest[], prefix = '/tests/') => sent.filter((request) => request.path.startsWith(prefix));

beforeEach(() => onUnauthorised.mockReset());

describe('the request queue (docs/behaviour.md §4, §8)', () => {
  it('stores an item in IndexedDB before any request is sent, and removes it once the server has it', async () => {
    const storedWhenSent: string[][] = [];
    const h = queueHarness({
      wrap: (transport) => async (path, body) => {
        storedWhenSent.push(await h.store.keys('queue:'));
        return transport(path, body);
      },
    });
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    expect(h.server.sent).toEqual([{ path: '/tests/3/status/7/11', body: { version: 1, status: 'incomplete' } }]);
    expect(storedWhenSent).toEqual([['queue:11:7:3:STATUS']]);
    expect(await h.store.keys('queue:')).toEqual([]);
    expect(h.queue.state.pending).toBe(0);
  });

  it('keeps what was queued across a reload and sends it from the new page', async () => {
    const h = queueHarness();
    await h.queue.enqueue(status(4));
    expect(h.server.sent).toEqual([]);
    h.queue.stop();

    const reloaded = h.reload();
    await reloaded.start({ user, onUnauthorised });
    await reloaded.settled();
    expect(requestsTo(h.server.sent)).toEqual([{ path: '/tests/3/status/7/11', body: { version: 4, status: 'incomplete' } }]);
    expect(await h.store.keys('queue:')).toEqual([]);
  });

  it('keeps the retry state of a failing item across a reload', async () => {
    const h = queueHarness({ answer: httpStatus(500) });
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    h.queue.stop();
    const stored = await h.store.get<{ item: { retry: unknown } }>('queue:11:7:3:STATUS');
    expect(stored?.item.retry).toEqual({ type: 'temporary', attempt: 1 });
  });

  it('deduplicates per user, campaign, test and type keeping the higher version', async () => {
    const h = queueHarness();
    await h.queue.enqueue(status(3, { status: 'incomplete' }));
    await h.queue.enqueue(status(2, { status: 'not attempted' }));
    await h.queue.enqueue(status(5, { status: 'complete' }));
    await h.queue.enqueue({ ...ref, type: 'DATA', data: 'd', version: 4 });
    await h.queue.enqueue(status(1, { userId: 12 }));
    expect((await h.store.keys('queue:')).sort()).toEqual(['queue:11:7:3:DATA', 'queue:11:7:3:STATUS', 'queue:12:7:3:STATUS']);

    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    expect(requestsTo(h.server.sent).map((request) => request.body)).toEqual([
      { version: 4, data: 'd' },
      { version: 5, status: 'complete' },
    ]);
  });

  it('sends by user, campaign, test and version, one request at a time, and only the signed-in user’s', async () => {
    let inFlight = 0;
    let most = 0;
    const h = queueHarness({
      wrap: (transport) => async (path, body) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        // A real answer takes a while: long enough for a second request to start, if one could.
        await new Promise((resolve) => setTimeout(resolve, 2));
        const result = await transport(path, body);
        inFlight -= 1;
        return result;
      },
    });
    await h.queue.enqueue(status(9, { campaignId: 8, testId: 1 }));
    await h.queue.enqueue(status(2, { testId: 5 }));
    await h.queue.enqueue({ ...ref, type: 'DATA', data: 'x', version: 7, testId: 2 });
    await h.queue.enqueue(status(6, { testId: 2 }));
    await h.queue.enqueue(status(1, { userId: 12 }));

    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    expect(most).toBe(1);
    expect(requestsTo(h.server.sent).map((request) => request.path)).toEqual([
      '/tests/2/status/7/11',
      '/tests/2/data/7/11',
      '/tests/5/status/7/11',
      '/tests/1/status/8/11',
    ]);
    expect(h.queue.state.pending).toBe(0);
    expect(await h.store.keys('queue:')).toEqual(['queue:12:7:3:STATUS']);
  });

  it('retries network failures, offline and timeouts after 1 s doubled up to the network cap, never dropping the item', async () => {
    const h = queueHarness({ settings: { networkMaxWaitMs: 4000 } });
    h.server.answer('/tests/', networkDown, timedOut, { kind: 'offline', message: 'offline' }, networkDown, networkDown, networkDown, networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    for (let attempt = 0; attempt < 7; attempt += 1) {
      h.clock.advance(h.clock.waits.at(-1) ?? 0);
      await h.queue.settled();
    }
    expect(h.clock.waits).toEqual([1000, 2000, 4000, 4000, 4000, 4000, 4000]);
    expect(requestsTo(h.server.sent)).toHaveLength(8);
    expect(await h.store.keys('queue:')).toEqual([]);
    expect(await h.queue.backupEntries()).toEqual([]);
  });

  it('does not send again before the wait is over', async () => {
    const h = queueHarness();
    h.server.answer('/tests/', networkDown, networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    h.clock.advance(999);
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(1);
    h.clock.advance(1);
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(2);
    h.clock.advance(1999);
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(2);
    h.clock.advance(1);
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(3);
  });

  it('retries 5xx exponentially up to the temporary cap, then gives the item up into the backup and logs it', async () => {
    const h = queueHarness({ answer: httpStatus(502), settings: { temporaryMaxWaitMs: 3000, maxRetries: 4 } });
    h.server.answer('/logs', ...Array.from({ length: 10 }, () => ok({ status: true })));
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      h.clock.advance(h.clock.waits.at(-1) ?? 0);
      await h.queue.settled();
    }
    expect(h.clock.waits).toEqual([1000, 2000, 3000, 3000]);
    expect(requestsTo(h.server.sent)).toHaveLength(5);
    expect(await h.store.keys('queue:')).toEqual([]);
    const backup = await h.queue.backupEntries();
    expect(backup).toEqual([expect.objectContaining({ reason: 'given-up', error: 'HTTP 502', item: expect.objectContaining({ version: 1 }) })]);
    const logs = h.server.sent.filter((request) => request.path === '/logs').map((request) => JSON.parse((request.body as { data: string }).data));
    expect(logs.map((log) => log.kind)).toEqual(['queue-request-failed', 'queue-request-given-up']);
    expect(logs[0]).toMatchObject({ item: { type: 'STATUS', version: 1 }, retryType: 'temporary', error: 'HTTP 502' });
  });

  it('retries permanent errors (4xx, or an answer without status) at the fixed interval, up to the max retries', async () => {
    const h = queueHarness({ answer: httpStatus(422), settings: { permanentWaitMs: 2500 } });
    h.server.answer('/tests/', ok({ applied: true }));
    h.server.answer('/logs', ...Array.from({ length: 10 }, () => ok({ status: true })));
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      h.clock.advance(2500);
      await h.queue.settled();
    }
    expect(h.clock.waits).toEqual([2500, 2500, 2500, 2500, 2500]);
    expect(requestsTo(h.server.sent)).toHaveLength(6);
    expect(await h.queue.backupEntries()).toEqual([expect.objectContaining({ error: 'HTTP 422' })]);
    const firstFailure = JSON.parse((h.server.sent.find((request) => request.path === '/logs')?.body as { data: string }).data);
    expect(firstFailure).toMatchObject({ kind: 'queue-request-failed', error: 'HTTP 200 without status' });
  });

  it('logs only the first failure of a request to the server', async () => {
    const h = queueHarness();
    h.server.answer('/tests/', networkDown, networkDown, networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    for (const wait of [1000, 2000, 4000]) {
      h.clock.advance(wait);
      await h.queue.settled();
    }
    expect(requestsTo(h.server.sent)).toHaveLength(4);
    expect(h.server.sent.filter((request) => request.path === '/logs')).toHaveLength(1);
  });

  it('caps the permanent-error backup at the newest 20 items, kept across a reload', async () => {
    const h = queueHarness({ answer: httpStatus(400), settings: { maxRetries: 0 } });
    await h.queue.start({ user, onUnauthorised });
    for (let testId = 1; testId <= 23; testId += 1) await h.queue.enqueue(status(1, { testId }));
    await h.queue.settled();
    const backup = await h.reload().backupEntries();
    expect(backup).toHaveLength(20);
    expect(backup.map((entry) => entry.item.testId)).toEqual(Array.from({ length: 20 }, (_, index) => index + 4));
  });

  it('on 401 or 403 clears the current item, stops, and calls the unauthorised handler', async () => {
    for (const code of [401, 403]) {
      const h = queueHarness();
      h.server.answer('/tests/', httpStatus(code));
      await h.queue.enqueue(status(1, { testId: 1 }));
      await h.queue.enqueue(status(1, { testId: 2 }));
      await h.queue.start({ user, onUnauthorised });
      await h.queue.settled();
      expect(onUnauthorised).toHaveBeenLastCalledWith(code);
      expect(requestsTo(h.server.sent)).toHaveLength(1);
      expect(await h.store.keys('queue:')).toEqual(['queue:11:7:2:STATUS']);
      expect(h.queue.state.running).toBe(false);
      expect(await h.queue.backupEntries()).toEqual([expect.objectContaining({ reason: 'unauthorised' })]);
      h.clock.advance(60_000);
      await h.queue.settled();
      expect(requestsTo(h.server.sent)).toHaveLength(1);
    }
  });

  it('retries at once when the browser is back online', async () => {
    const h = queueHarness();
    h.server.answer('/tests/', networkDown, networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.enqueue(status(1));
    await h.queue.settled();
    h.clock.advance(1000);
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(2);
    h.win.dispatchEvent(new Event('online'));
    await h.queue.settled();
    expect(requestsTo(h.server.sent)).toHaveLength(3);
    expect(h.queue.state.pending).toBe(0);
  });

  it('does not remove a newer version queued while the older one was on its way', async () => {
    const h = queueHarness();
    await h.queue.start({ user, onUnauthorised });
    const release = h.server.hold();
    await h.queue.enqueue(status(1));
    await h.queue.enqueue(status(2, { status: 'complete' }));
    release();
    await h.queue.settled();
    expect(requestsTo(h.server.sent).map((request) => request.body)).toEqual([
      { version: 1, status: 'incomplete' },
      { version: 2, status: 'complete' },
    ]);
    expect(await h.store.keys('queue:')).toEqual([]);
  });

  it('says how many items are pending, whether one is on its way, and the last error', async () => {
    const h = queueHarness();
    const states: Array<{ pending: number; processing: boolean; lastError: string | null }> = [];
    h.queue.subscribe((state) => states.push(state));
    h.server.answer('/tests/', httpStatus(503));
    await h.queue.enqueue(status(1));
    expect(h.queue.state).toMatchObject({ pending: 1, processing: false, running: false });
    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    expect(states.some((state) => state.processing)).toBe(true);
    expect(h.queue.state).toMatchObject({ pending: 1, processing: false, lastError: 'HTTP 503' });
    h.clock.advance(1000);
    await h.queue.settled();
    expect(h.queue.state).toMatchObject({ pending: 0, lastError: null });
  });
});
