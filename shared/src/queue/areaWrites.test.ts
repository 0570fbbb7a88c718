import './testing/fakeIndexedDb';
import type { CalendarStore } from '../api/contract';
import type { SettledItem } from './runtime';
import { httpStatus, networkDown, ok } from './testing/fakeServer';
import { queueHarness } from './testing/setup';

const user = { id: 11 };
const onUnauthorised = jest.fn();
const agenda = (currentPosition: string): CalendarStore => ({ tests: { '2026-12-01': { testId: 6 } }, currentPosition, hasSeenTutorial: true });
const change = (version: number, day = `2026-12-0${version}`, campaignId = 7) => ({
  userId: 11,
  campaignId,
  testId: 0,
  type: 'CALENDAR_STORE' as const,
  version,
  data: agenda(day),
});
const tutorial = { userId: 11, campaignId: 5, testId: 0, type: 'CHALLENGE_TUTORIAL' as const };
const calls = (sent: Array<{ path: string }>) => sent.filter((request) => request.path !== '/logs');

async function started(h: ReturnType<typeof queueHarness>) {
  const settled: SettledItem[] = [];
  h.queue.subscribeSettled((item) => settled.push(item));
  await h.queue.start({ user, onUnauthorised });
  return settled;
}

describe("an area's own writes through the queue (docs/queue.md §4, §5)", () => {
  it('sends the changes of the Agenda one at a time, each a PATCH over the version the one before left, and says each was taken', async () => {
    const h = queueHarness({ answer: ok({ status: true, storage: {} }) });
    const settled = await started(h);
    const release = h.server.hold();
    await h.queue.enqueue(change(3));
    await h.queue.enqueue(change(4));
    release();
    await h.queue.settled();
    expect(calls(h.server.sent)).toEqual([
      { method: 'PATCH', path: '/v2/campaigns/7/storage', body: { data: agenda('2026-12-03'), version: 3 } },
      { method: 'PATCH', path: '/v2/campaigns/7/storage', body: { data: agenda('2026-12-04'), version: 4 } },
    ]);
    expect(settled.map((item) => [item.item.version, item.sent])).toEqual([
      [3, true],
      [4, true],
    ]);
  });

  it('keeps them across a reload and sends them from the new page', async () => {
    const h = queueHarness();
    await h.queue.enqueue(change(3));
    await h.queue.enqueue(tutorial);
    h.queue.stop();
    const reloaded = h.reload();
    expect(reloaded.pendingItems()).toEqual([]);
    await reloaded.start({ user, onUnauthorised });
    await reloaded.settled();
    expect(calls(h.server.sent).map((request) => request.path)).toEqual(['/v2/campaigns/5/challenge-tutorial', '/v2/campaigns/7/storage']);
    expect(await h.store.keys('queue:')).toEqual([]);
  });

  it('gives a change up at once on a 409, with the changes made over it, keeps them in the backup and says so; the rest goes on', async () => {
    const h = queueHarness({ answer: ok() });
    h.server.answer('/v2/campaigns/7/storage', httpStatus(409, { status: false, code: 'CALENDAR_VERSION_CONFLICT', message: 'changed' }));
    const settled = await started(h);
    await h.queue.enqueue(change(3));
    await h.queue.enqueue(change(4));
    await h.queue.enqueue(change(2, '2026-12-02', 8));
    await h.queue.settled();
    expect(h.clock.waits).toEqual([]);
    expect(calls(h.server.sent).map((request) => request.path)).toEqual(['/v2/campaigns/7/storage', '/v2/campaigns/8/storage']);
    expect(settled).toEqual([
      { item: expect.objectContaining({ campaignId: 7, version: 3 }), sent: false, error: 'HTTP 409' },
      { item: expect.objectContaining({ campaignId: 7, version: 4 }), sent: false, error: 'made over a refused change (HTTP 409)' },
      { item: expect.objectContaining({ campaignId: 8, version: 2 }), sent: true },
    ]);
    expect((await h.queue.backupEntries()).map((entry) => [entry.item.version, entry.reason])).toEqual([
      [3, 'given-up'],
      [4, 'given-up'],
    ]);
    expect(h.queue.state.pending).toBe(0);
  });

  it('retries any other refusal by the rules of its class before giving the change up', async () => {
    const h = queueHarness({ answer: httpStatus(422), settings: { maxRetries: 1 } });
    h.server.answer('/logs', ok({ status: true }), ok({ status: true }));
    const settled = await started(h);
    await h.queue.enqueue(change(3));
    await h.queue.settled();
    expect(settled).toEqual([]);
    h.clock.advance(2000);
    await h.queue.settled();
    expect(calls(h.server.sent)).toHaveLength(2);
    expect(settled).toEqual([{ item: expect.objectContaining({ version: 3 }), sent: false, error: 'HTTP 422' }]);
  });

  it('keeps one tutorial flag per campaign, waiting for the network like any item', async () => {
    const h = queueHarness({ answer: networkDown });
    await h.queue.enqueue(tutorial);
    await h.queue.enqueue(tutorial);
    await started(h);
    await h.queue.settled();
    expect(h.queue.pendingItems()).toEqual([expect.objectContaining({ type: 'CHALLENGE_TUTORIAL', campaignId: 5 })]);
    expect(calls(h.server.sent)).toEqual([{ method: 'PUT', path: '/v2/campaigns/5/challenge-tutorial', body: { seen: true } }]);
  });

  it('leaves them out of the page-leave beacon: they wait for the next visit', async () => {
    const h = queueHarness({ answer: networkDown });
    await started(h);
    await h.queue.enqueue(change(3));
    await h.queue.enqueue(tutorial);
    await h.queue.recordStatus({ userId: 11, campaignId: 7, testId: 3 }, 'complete');
    await h.queue.settled();
    h.win.dispatchEvent(new Event('pagehide'));
    const beacon = h.beacons.find((sent) => sent.url === '/api/tests/beacon');
    expect(JSON.parse(beacon?.fields.items ?? '[]')).toEqual([
      { type: 'STATUS', campaignId: 7, testId: 3, userId: 11, version: 1, status: 'complete' },
    ]);
    expect(h.queue.state.pending).toBe(3);
  });

  it('goes on when a listener throws, and reports it', async () => {
    const h = queueHarness();
    h.queue.subscribeSettled(() => {
      throw new Error('area bug');
    });
    await started(h);
    await h.queue.enqueue(tutorial);
    await h.queue.enqueue(change(3));
    await h.queue.settled();
    expect(calls(h.server.sent)).toHaveLength(2);
    expect(h.report).toHaveBeenCalledWith('Queue listener failed', expect.any(Error));
  });
});
