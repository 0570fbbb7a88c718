import type { SaveStatus } from '../queue/saveStatus';
import { createSkillupApi } from './client';
import { createFramePair, dispatchMessage, flush, type FramePair } from './frames.test-helper';
import { connectActivityFrame, type ActivityHandlers } from './host-bridge';
import { ACTIVITY_CHANNEL, type ActivityContext } from './protocol';

const context: ActivityContext = {
  user: { id: 7, firstName: 'Anna', lastName: 'Rossi', role: 'participant' },
  lang: 'it',
  test: { id: 3, name: 'In-Basket', abbreviation: 'IB', hasTimer: false, repeatable: false, exitMessage: null },
  assessor: false,
  sync: { version: 0, testData: null, testStatus: 'not attempted' },
};

const handlers = { init: async () => context } as unknown as ActivityHandlers;

/** A stand-in for the page's queue status that the test moves by hand. */
function statusSource(initial: SaveStatus) {
  let current = initial;
  const listeners = new Set<(status: SaveStatus) => void>();
  return {
    subscribe(listener: (status: SaveStatus) => void) {
      listeners.add(listener);
      listener(current);
      return () => listeners.delete(listener);
    },
    set(next: SaveStatus) {
      current = next;
      for (const listener of listeners) listener(next);
    },
    get listening() {
      return listeners.size;
    },
  };
}

describe('the save status across the frame (docs/queue.md §9)', () => {
  let pair: FramePair;

  beforeEach(() => {
    pair = createFramePair();
  });
  afterEach(() => pair.remove());

  it('reaches the activity after init and follows every change of the queue', async () => {
    const source = statusSource({ state: 'saved', pending: 0, online: true });
    const disconnect = connectActivityFrame(pair.frame, handlers, { saveStatus: (listener) => source.subscribe(listener) });
    const api = createSkillupApi({ window: pair.child, timeoutMs: 200 });
    const heard: SaveStatus[] = [];
    api.onSaveStatus((status) => heard.push(status));
    await flush();
    expect(heard).toEqual([]);

    await api.init({ campaignId: 1, testId: 3, userId: 7 });
    await flush();
    source.set({ state: 'offline', pending: 2, online: false });
    await flush();
    expect(heard).toEqual([
      { state: 'saved', pending: 0, online: true },
      { state: 'offline', pending: 2, online: false },
    ]);

    disconnect();
    expect(source.listening).toBe(0);
  });

  it('ignores a status that is malformed or comes from elsewhere', async () => {
    const api = createSkillupApi({ window: pair.child, timeoutMs: 200 });
    const heard: SaveStatus[] = [];
    api.onSaveStatus((status) => heard.push(status));
    const event = (status: unknown) => ({ channel: ACTIVITY_CHANNEL, event: 'saveStatus', status });
    dispatchMessage(pair.child, event({ state: 'saved', pending: -1, online: true }), { origin: 'http://localhost', source: window });
    dispatchMessage(pair.child, event({ state: 'lost', pending: 0, online: true }), { origin: 'http://localhost', source: window });
    dispatchMessage(pair.child, event({ state: 'saved', pending: 0, online: true }), { origin: 'http://evil.test', source: window });
    dispatchMessage(pair.child, event({ state: 'saved', pending: 0, online: true }), { origin: 'http://localhost', source: pair.child });
    await flush();
    expect(heard).toEqual([]);
  });
});
