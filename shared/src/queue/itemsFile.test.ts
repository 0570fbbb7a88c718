import './testing/fakeIndexedDb';
import { itemsFile, ItemsFileError, readItemsFile } from './itemsFile';
import { NO_RETRY, type QueueItem } from './item';
import { QueueRuntime } from './runtime';
import { createKeyValueStore } from './storage';
import { fakeServer, networkDown, ok } from './testing/fakeServer';

const item = (overrides: Partial<QueueItem> = {}): QueueItem => ({
  userId: 4,
  campaignId: 2,
  testId: 9,
  type: 'DATA',
  version: 3,
  retry: { type: 'network', attempt: 2 },
  data: { step: 3 },
  ...overrides,
});

const problemOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ItemsFileError ? error.problem : 'other';
  }
  return null;
};

describe('the file of unsent answers (docs/queue.md §8)', () => {
  it('reads back what it wrote, without the retry state', () => {
    const text = itemsFile(4, [item(), item({ type: 'STATUS', status: 'complete', data: undefined, version: 4 })], new Date(0));
    expect(readItemsFile(text, 4)).toEqual([
      { ...item(), retry: NO_RETRY },
      expect.objectContaining({ type: 'STATUS', status: 'complete', version: 4, retry: NO_RETRY }),
    ]);
    expect(readItemsFile(text)).toHaveLength(2);
  });

  it('reads back a 360 page with the person it is about', () => {
    const page = item({ type: 'PAGE_360', evaluee: 12, data: { values: [{ questionId: 1, value: 4 }], stored: '{"page":1}' } });
    expect(readItemsFile(itemsFile(4, [page], new Date(0)), 4)).toEqual([{ ...page, retry: NO_RETRY }]);
  });

  it("reads back an Agenda's change and the tutorial flag, which concern no test", () => {
    const store = item({ type: 'CALENDAR_STORE', testId: 0, data: { tests: {}, currentPosition: '2026-12-01', hasSeenTutorial: true } });
    const seen = item({ type: 'CHALLENGE_TUTORIAL', testId: 0, version: 0, data: undefined });
    expect(readItemsFile(itemsFile(4, [store, seen], new Date(0)), 4)).toEqual([
      { ...store, retry: NO_RETRY },
      { ...seen, retry: NO_RETRY },
    ]);
  });

  it("refuses anything that is not such a file, another person's answers and invalid items", () => {
    expect(problemOf(() => readItemsFile('not json'))).toBe('notAFile');
    expect(problemOf(() => readItemsFile(JSON.stringify({ kind: 'other', userId: 4, items: [] })))).toBe('notAFile');
    expect(problemOf(() => readItemsFile(itemsFile(4, [item()], new Date(0)), 5))).toBe('otherPerson');
    expect(problemOf(() => readItemsFile(itemsFile(4, [item({ userId: 6 })], new Date(0))))).toBe('otherPerson');
    expect(problemOf(() => readItemsFile(itemsFile(4, [item({ version: -1 })], new Date(0))))).toBe('invalidItem');
    const extra = JSON.stringify({ kind: 'skillup-pending-answers/1', userId: 4, items: [{ ...item(), retry: undefined, admin: true }] });
    expect(problemOf(() => readItemsFile(extra))).toBe('invalidItem');
  });

  it('an upload delivers the items when their person signs in, the highest version kept', async () => {
    const server = fakeServer(ok({ status: true, applied: true, version: 3 }));
    const queue = new QueueRuntime({ store: createKeyValueStore('items-file'), transport: server.transport });
    await queue.importItems(readItemsFile(itemsFile(4, [item()], new Date(0))));
    expect(server.sent).toEqual([]);
    await queue.start({ user: { id: 4 }, onUnauthorised: jest.fn() });
    await queue.settled();
    expect(server.sent.filter((request) => request.path.startsWith('/tests/'))).toEqual([
      { path: '/tests/9/data/2/4', body: { version: 3, data: JSON.stringify({ step: 3 }) } },
    ]);
    queue.stop();
  });

  it('an uploaded item older than a pending one leaves the pending one in place', async () => {
    const server = fakeServer(networkDown);
    const queue = new QueueRuntime({ store: createKeyValueStore('items-file-older'), transport: server.transport });
    await queue.enqueue({ userId: 4, campaignId: 2, testId: 9, type: 'DATA', version: 5, data: { step: 5 } });
    await queue.importItems([item()]);
    await queue.start({ user: { id: 4 }, onUnauthorised: jest.fn() });
    await queue.settled();
    expect(queue.pendingItems()).toEqual([expect.objectContaining({ version: 5, data: { step: 5 } })]);
    queue.stop();
  });
});
