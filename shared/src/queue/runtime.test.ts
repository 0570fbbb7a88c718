import './testing/fakeIndexedDb';
import { httpStatus, networkDown, ok } from './testing/fakeServer';
import { queueHarness } from './testing/setup';

const user = { id: 11, firstName: 'Giulia' };
const ref = { userId: 11, campaignId: 7, testId: 3 };
const onUnauthorised = jest.fn();

describe('recording a test’s progress (docs/behaviour.md §4)', () => {
  it('counts every change of a test in its version, caches it and queues the matching record', async () => {
    const h = queueHarness();
    expect(await h.queue.recordStatus(ref, 'incomplete')).toMatchObject({ type: 'STATUS', version: 1 });
    expect(await h.queue.recordData(ref, { step: 2 })).toMatchObject({ type: 'DATA', version: 2 });
    const outcomes = [{ name: 'accuracy', value: 0.8 }];
    expect(await h.queue.recordOutcomes(ref, outcomes)).toMatchObject({ type: 'OUTCOMES', version: 3 });
    expect(await h.queue.recordStatus({ ...ref, testId: 4 }, 'complete')).toMatchObject({ version: 1 });
    expect(await h.queue.cache.get(ref)).toEqual({
      version: 3,
      status: 'incomplete',
      data: { step: 2 },
      outcomes,
      outcomesVersion: 3,
    });

    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    expect(h.server.sent.filter((request) => !/^\/(logs|tests\/checkSync)/.test(request.path))).toEqual([
      { path: '/tests/3/status/7/11', body: { version: 1, status: 'incomplete' } },
      { path: '/tests/3/data/7/11', body: { version: 2, data: '{"step":2}' } },
      { path: '/outcomes/7/3/11', body: { values: outcomes, version: 3 } },
      { path: '/tests/4/status/7/11', body: { version: 1, status: 'complete' } },
    ]);
    // docs/behaviour.md §7.5: once the server has the outcomes, the local copy goes.
    expect(await h.queue.cache.get(ref)).toMatchObject({ outcomes: null, version: 3 });
  });

  it('refuses a bad record without counting it as a change', async () => {
    const h = queueHarness();
    await h.queue.recordStatus(ref, 'incomplete');
    await expect(h.queue.recordStatus(ref, 'finished' as never)).rejects.toThrow('Invalid STATUS request data');
    await expect(h.queue.recordData(ref, undefined)).rejects.toThrow('Invalid DATA request data');
    await expect(h.queue.recordStatus({ ...ref, userId: Number.NaN }, 'complete')).rejects.toThrow('Invalid tracking data');
    expect(await h.queue.cache.get(ref)).toMatchObject({ version: 1, status: 'incomplete' });
    expect(h.queue.state.pending).toBe(1);
  });

  it('gives each of several quick changes its own version', async () => {
    const h = queueHarness();
    const items = await Promise.all([h.queue.recordData(ref, 'a'), h.queue.recordData(ref, 'b'), h.queue.recordStatus(ref, 'complete')]);
    expect(items.map((item) => item.version)).toEqual([1, 2, 3]);
    expect(await h.queue.cache.get(ref)).toMatchObject({ version: 3, data: 'b', status: 'complete' });
  });
});

describe('the local cache on activity init (docs/behaviour.md §4)', () => {
  const server = { version: 5, testData: '{"from":"server"}', testStatus: 'complete' as const };

  it('takes the server’s copy when its version is newer', async () => {
    const h = queueHarness();
    await h.queue.recordData(ref, 'local');
    expect(await h.queue.reconcile(ref, server)).toMatchObject({ version: 5, data: '{"from":"server"}', status: 'complete' });
    expect(await h.reload().cache.get(ref)).toMatchObject({ version: 5, data: '{"from":"server"}' });
  });

  it('keeps the local copy when it is as new or newer', async () => {
    const h = queueHarness();
    for (let change = 0; change < 5; change += 1) await h.queue.recordData(ref, `local ${change}`);
    expect(await h.queue.reconcile(ref, server)).toMatchObject({ version: 5, data: 'local 4', status: 'not attempted' });
    await h.queue.recordStatus(ref, 'incomplete');
    expect(await h.queue.reconcile(ref, server)).toMatchObject({ version: 6, data: 'local 4', status: 'incomplete' });
  });

  it('starts from the server’s copy when nothing is cached', async () => {
    const h = queueHarness();
    expect(await h.queue.reconcile(ref, { version: 0, testData: null, testStatus: 'not attempted' })).toMatchObject({
      version: 0,
      data: null,
    });
    expect(await h.queue.reconcile(ref, server)).toMatchObject({ version: 5 });
  });

  it('keeps the signed-in user under the sk_fe: prefix', async () => {
    const h = queueHarness();
    await h.queue.start({ user, onUnauthorised });
    expect(await h.queue.cache.cachedUser()).toEqual(user);
    expect(await h.store.get('user')).toEqual(user);
  });
});

describe('checkSync on start (docs/behaviour.md §7.5)', () => {
  it('sends the cached versions and queues again the latest local state of the tests the server lacks', async () => {
    const h = queueHarness();
    await h.queue.recordData(ref, { answers: [1, 2] });
    await h.queue.recordStatus(ref, 'complete');
    await h.queue.recordStatus({ ...ref, testId: 4 }, 'incomplete');
    await h.queue.recordStatus({ ...ref, campaignId: 9, testId: 1 }, 'incomplete');
    // The queue lost them (a Skip, another device): only the cache knows.
    await h.queue.skipPending();
    h.server.answer('/tests/checkSync/7', ok({ status: true, needPushing: [3, 4] }));
    h.server.answer('/tests/checkSync/9', ok({ status: true, needPushing: [] }));

    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    const checks = h.server.sent.filter((request) => request.path.startsWith('/tests/checkSync/'));
    expect(checks).toEqual([
      {
        path: '/tests/checkSync/7',
        body: {
          tests: [
            { testId: 3, version: 2 },
            { testId: 4, version: 1 },
          ],
        },
      },
      { path: '/tests/checkSync/9', body: { tests: [{ testId: 1, version: 1 }] } },
    ]);
    const resent = h.server.sent.filter((request) => !/^\/(logs|tests\/checkSync)/.test(request.path));
    expect(resent).toEqual([
      { path: '/tests/3/sync/7/11', body: { version: 2, status: 'complete', data: '{"answers":[1,2]}' } },
      { path: '/tests/4/status/7/11', body: { version: 1, status: 'incomplete' } },
    ]);
  });

  it('logs an answer it cannot use and queues nothing', async () => {
    const h = queueHarness();
    await h.queue.recordStatus(ref, 'complete');
    await h.queue.skipPending();
    h.server.answer('/tests/checkSync/', httpStatus(422));
    await h.queue.start({ user, onUnauthorised });
    await h.queue.settled();
    const logged = h.server.sent.filter((request) => request.path === '/logs').map((request) => JSON.parse((request.body as { data: string }).data));
    expect(logged.map((entry) => entry.kind)).toEqual(['queue-request-skipped', 'check-sync-failed']);
    expect(h.queue.state.pending).toBe(0);
  });
});

describe('the logs queue (docs/behaviour.md §7.5, §8)', () => {
  it('posts each log as a JSON string and retries it like the requests', async () => {
    const h = queueHarness();
    h.server.answer('/logs', httpStatus(500));
    await h.queue.start({ user, onUnauthorised });
    await h.queue.log({ kind: 'remote-fallback', remote: 'taskroom' });
    await h.queue.settled();
    expect(h.queue.state.pendingLogs).toBe(1);
    h.clock.advance(1000);
    await h.queue.settled();
    expect(h.server.sent).toHaveLength(2);
    expect(JSON.parse((h.server.sent[1]?.body as { data: string }).data)).toMatchObject({ kind: 'remote-fallback', remote: 'taskroom' });
    expect(h.queue.state.pendingLogs).toBe(0);
  });

  it('reports a log it could not deliver after the max retries as unloggable and drops it', async () => {
    const h = queueHarness({ answer: httpStatus(400), settings: { maxRetries: 2 } });
    await h.queue.start({ user, onUnauthorised });
    await h.queue.log({ kind: 'something' });
    await h.queue.settled();
    h.clock.advance(2000);
    await h.queue.settled();
    expect(h.report).not.toHaveBeenCalled();
    h.clock.advance(2000);
    await h.queue.settled();
    expect(h.server.sent).toHaveLength(3);
    expect(h.report).toHaveBeenCalledWith('Unloggable error', { entry: expect.objectContaining({ kind: 'something' }), error: 'HTTP 400' });
    expect(h.queue.state.pendingLogs).toBe(0);
    expect(await h.store.keys('logs:')).toEqual([]);
  });

  it('keeps logs in order and across a reload', async () => {
    const h = queueHarness();
    await h.queue.log({ n: 1 });
    h.clock.advance(5);
    await h.queue.log({ n: 2 });
    await h.queue.log({ n: 3 });
    const reloaded = h.reload();
    await reloaded.start({ user, onUnauthorised });
    await reloaded.settled();
    expect(h.server.sent.map((request) => JSON.parse((request.body as { data: string }).data).n)).toEqual([1, 2, 3]);
  });
});

describe('Skip (docs/behaviour.md §2.15)', () => {
  it('turns the pending items into logs and clears them', async () => {
    const h = queueHarness();
    h.server.answer('/tests/', networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.recordData(ref, 'some answers');
    await h.queue.recordStatus({ ...ref, testId: 4 }, 'complete');
    await h.queue.settled();
    expect(h.queue.state.pending).toBe(2);

    expect(await h.queue.skipPending()).toBe(2);
    await h.queue.settled();
    expect(h.queue.state.pending).toBe(0);
    expect(await h.store.keys('queue:')).toEqual([]);
    const logged = h.server.sent.filter((request) => request.path === '/logs').map((request) => JSON.parse((request.body as { data: string }).data));
    expect(logged.filter((entry) => entry.kind === 'queue-request-skipped')).toEqual([
      expect.objectContaining({ item: expect.objectContaining({ type: 'DATA', testId: 3, version: 1 }), data: 'some answers' }),
      expect.objectContaining({ item: expect.objectContaining({ type: 'STATUS', testId: 4, status: 'complete' }) }),
    ]);
    h.clock.advance(60_000);
    await h.queue.settled();
    expect(h.server.sent.filter((request) => request.path.startsWith('/tests/'))).toHaveLength(1);
  });
});

describe('the page-leave beacon (docs/behaviour.md §7.5)', () => {
  async function pendingQueue() {
    const h = queueHarness();
    h.server.answer('/tests/', networkDown, networkDown, networkDown);
    h.server.answer('/logs', networkDown);
    await h.queue.start({ user, onUnauthorised });
    await h.queue.recordData(ref, { a: 1 });
    await h.queue.recordOutcomes(ref, [{ name: 'score', value: 3 }]);
    await h.queue.settled();
    return h;
  }

  it('sends the pending items as form data on pagehide, and keeps them stored', async () => {
    const h = await pendingQueue();
    h.win.dispatchEvent(new Event('pagehide'));
    const items = h.beacons.find((beacon) => beacon.url === '/api/tests/beacon');
    expect(JSON.parse(items?.fields.items ?? '[]')).toEqual([
      { type: 'DATA', campaignId: 7, testId: 3, userId: 11, version: 1, data: '{"a":1}' },
      { type: 'OUTCOMES', campaignId: 7, testId: 3, userId: 11, version: 2, data: [{ name: 'score', value: 3 }] },
    ]);
    await h.queue.settled();
    expect((await h.store.keys('queue:')).sort()).toEqual(['queue:11:7:3:DATA', 'queue:11:7:3:OUTCOMES']);
  });

  it('sends each pending log to /api/logs as form data and forgets those the browser took', async () => {
    const h = await pendingQueue();
    expect(h.queue.state.pendingLogs).toBe(1);
    h.doc.visibilityState = 'hidden';
    h.doc.dispatchEvent(new Event('visibilitychange'));
    const log = h.beacons.find((beacon) => beacon.url === '/api/logs');
    expect(JSON.parse(log?.fields.data ?? '{}')).toMatchObject({ kind: 'queue-request-failed', item: { type: 'DATA' } });
    await h.queue.settled();
    expect(h.queue.state.pendingLogs).toBe(0);
  });

  it('keeps the logs the browser refused to send', async () => {
    const h = await pendingQueue();
    h.refuseBeacons();
    h.win.dispatchEvent(new Event('pagehide'));
    await h.queue.settled();
    expect(h.queue.state.pendingLogs).toBe(1);
  });

  it('sends nothing when the page is only shown again, nothing is pending, the beacon is off, or the queue is stopped', async () => {
    const h = await pendingQueue();
    h.doc.dispatchEvent(new Event('visibilitychange'));
    expect(h.beacons).toEqual([]);
    h.queue.stop();
    h.win.dispatchEvent(new Event('pagehide'));
    expect(h.beacons).toEqual([]);

    const off = queueHarness({ settings: { useBeacon: false } });
    off.server.answer('/tests/', networkDown);
    await off.queue.start({ user, onUnauthorised });
    await off.queue.recordStatus(ref, 'complete');
    await off.queue.settled();
    off.win.dispatchEvent(new Event('pagehide'));
    expect(off.beacons).toEqual([]);

    const empty = queueHarness();
    await empty.queue.start({ user, onUnauthorised });
    empty.win.dispatchEvent(new Event('pagehide'));
    expect(empty.beacons).toEqual([]);
  });
});
