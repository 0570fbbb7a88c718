import { createDatabase, type DatabaseHandle } from '../db/connection';
import {
  decodeNotice,
  encodeNotice,
  SESSIONS_CHANNEL,
  SessionBroadcast,
  type Notice,
  type SessionChange,
  type StillListening,
} from './session-broadcast';

describe('a notice on the channel', () => {
  const sender = { name: 'a1b2', sequence: 7 };

  it.each<Notice>([
    { kind: 'change', change: { forget: 'user', userId: 12 } },
    { kind: 'change', change: { forget: 'reads', userId: 3 } },
    { kind: 'change', change: { forget: 'all' } },
    { kind: 'hello' },
    { kind: 'here' },
    { kind: 'bye' },
    { kind: 'heard', of: { name: 'c3d4', sequence: 41 } },
  ])('reads back what was written: %o', (notice) => {
    expect(decodeNotice(encodeNotice(sender, notice))).toEqual({ sender, notice });
  });

  it.each([
    '',
    'x',
    'a1b2/7 user',
    'a1b2/7 user 0',
    'a1b2/7 user 1.5',
    'a1b2/7 user 99999999999',
    'a1b2/7 user 4 5',
    'a1b2/7 drop 4',
    'a1b2/7 reads -1',
    'a1b2/7 hello there',
    'a1b2/7 heard',
    'a1b2/7 heard c3d4',
    'a1b2/7 heard c3d4/x',
    'hello',
  ])('forgets every session for a payload it does not understand: %j', (payload) => {
    expect(decodeNotice(payload).notice).toEqual({ kind: 'change', change: { forget: 'all' } });
  });

  it('names no sender for a payload without one, so no process takes it for its own echo', () => {
    expect(decodeNotice('user 4').sender).toBeNull();
    expect(decodeNotice('a1b2/x user 4').sender).toBeNull();
  });
});

describe('processes on one channel', () => {
  let handle: DatabaseHandle;
  const stops: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    handle = await createDatabase({ kind: 'memory' });
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
    await handle.close();
  });

  /**
   * A process listening on the channel; `deaf` drops what it would hear, `lateMs` delays it.
   * `stillListening` answers which processes the server still sees connected.
   */
  const startProcess = async (options: { timeoutMs?: number; lateMs?: number; stillListening?: StillListening } = {}) => {
    const changes: SessionChange[] = [];
    const silent: string[][] = [];
    const gone: string[][] = [];
    const state = { deaf: false };
    const broadcast = new SessionBroadcast(
      handle.db,
      { onChange: (c) => changes.push(c), onHearing: () => undefined, onSilent: (names) => silent.push(names), onGone: (names) => gone.push(names) },
      { answerTimeoutMs: options.timeoutMs ?? 2_000, probeAfterMs: 100, stillListening: options.stillListening },
    );
    const hear = (payload: string) => {
      if (state.deaf) return;
      if (options.lateMs) setTimeout(() => broadcast.hear(payload), options.lateMs);
      else broadcast.hear(payload);
    };
    const subscription = await handle.listen!(SESSIONS_CHANNEL, hear, (listening) => broadcast.setConnected(listening), broadcast.name);
    stops.push(() => subscription.stop());
    await broadcast.join();
    return { broadcast, changes, silent, gone, state };
  };
  const timed = async (work: Promise<void>) => {
    const start = performance.now();
    await work;
    return performance.now() - start;
  };

  it('answers only once every other process has forgotten what the change asks, however late it hears it', async () => {
    const one = await startProcess();
    const other = await startProcess({ lateMs: 300 });
    await new Promise((resolve) => setTimeout(resolve, 400)); // the other hears the first's `here`
    const took = await timed(one.broadcast.announce({ forget: 'user', userId: 9 }));
    expect(other.changes).toEqual([{ forget: 'user', userId: 9 }]);
    expect(took).toBeGreaterThanOrEqual(290);
    // And the other way round: the first, heard at once, confirms at once.
    await other.broadcast.announce({ forget: 'reads', userId: 4 });
    expect(one.changes).toEqual([{ forget: 'reads', userId: 4 }]);
  });

  it('stops waiting for a process that does not confirm in time, and waits for it again once heard', async () => {
    const one = await startProcess({ timeoutMs: 500 });
    const other = await startProcess();
    other.state.deaf = true;
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 1 }))).toBeGreaterThanOrEqual(490);
    expect(one.silent).toHaveLength(1);
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 2 }))).toBeLessThan(400);
    expect(other.changes).toEqual([]);

    other.state.deaf = false;
    await other.broadcast.announce({ forget: 'reads', userId: 3 });
    other.state.deaf = true;
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 5 }))).toBeGreaterThanOrEqual(490);
    expect(one.silent).toHaveLength(2);
  });

  it('keeps waiting for a process that missed a change but spoke since, as one whose connection came back says hello', async () => {
    const one = await startProcess({ timeoutMs: 500 });
    const other = await startProcess();
    other.state.deaf = true;
    const missed = timed(one.broadcast.announce({ forget: 'user', userId: 1 }));
    // It says hello while the change waits (it does not hear its own echo: nothing to wait for).
    void other.broadcast.join();
    expect(await missed).toBeGreaterThanOrEqual(490);
    expect(one.silent).toEqual([]);
    // Still known: the next change waits for it again, and this time names it silent.
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 2 }))).toBeGreaterThanOrEqual(490);
    expect(one.silent).toHaveLength(1);
  });

  it('waits no more for a process that said goodbye', async () => {
    const one = await startProcess({ timeoutMs: 1_000 });
    const other = await startProcess();
    await other.broadcast.leave();
    other.state.deaf = true;
    expect(await timed(one.broadcast.announce({ forget: 'all' }))).toBeLessThan(800);
    expect(one.silent).toEqual([]);
  });

  it('does not wait the timeout for a process whose connection the server no longer has, and waits for it again once heard', async () => {
    const connected = new Set<string>();
    const one = await startProcess({ stillListening: async (names) => new Set(names.filter((name) => connected.has(name))) });
    const other = await startProcess();
    connected.add(one.broadcast.name).add(other.broadcast.name);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Killed: it hears nothing, and the server has closed its connection.
    other.state.deaf = true;
    connected.delete(other.broadcast.name);
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 1 }))).toBeLessThan(1_000);
    expect(one.gone).toEqual([[other.broadcast.name]]);
    expect(one.silent).toEqual([]);
    expect(await timed(one.broadcast.announce({ forget: 'user', userId: 2 }))).toBeLessThan(100);

    // Started again under the same name, it says hello: the changes wait for it again, and it has them.
    other.state.deaf = false;
    connected.add(other.broadcast.name);
    await other.broadcast.join();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await one.broadcast.announce({ forget: 'user', userId: 3 });
    expect(other.changes).toEqual([{ forget: 'user', userId: 3 }]);
  });

  it('waits the whole timeout for a process still connected that does not answer, and for one the server cannot be asked about', async () => {
    const still = await startProcess({ timeoutMs: 600, stillListening: async (names) => new Set(names) });
    const unknown = await startProcess({ timeoutMs: 600, stillListening: async () => undefined });
    const other = await startProcess();
    await new Promise((resolve) => setTimeout(resolve, 100));
    other.state.deaf = true;
    expect(await timed(still.broadcast.announce({ forget: 'user', userId: 1 }))).toBeGreaterThanOrEqual(590);
    expect(await timed(unknown.broadcast.announce({ forget: 'user', userId: 2 }))).toBeGreaterThanOrEqual(590);
    expect(still.gone).toEqual([]);
    expect(unknown.gone).toEqual([]);
    // Each waited for both others, the deaf one among them; neither was counted gone.
    expect(still.silent.flat()).toContain(other.broadcast.name);
  });

  it('counts itself deaf when its own notice does not come back, stops waiting, and hears again with the next', async () => {
    const hearing: boolean[] = [];
    const changes: SessionChange[] = [];
    // Nobody hands the process its notices: a connection that looks open and hears nothing.
    const broadcast = new SessionBroadcast(
      handle.db,
      { onChange: (c) => changes.push(c), onHearing: (h) => hearing.push(h) },
      { answerTimeoutMs: 1_000 },
    );
    broadcast.setConnected(true);
    const first = await timed(broadcast.announce({ forget: 'user', userId: 1 }));
    expect(first).toBeGreaterThanOrEqual(990);
    expect(hearing).toEqual([true, false]);

    expect(await timed(broadcast.announce({ forget: 'user', userId: 2 }))).toBeLessThan(500);

    broadcast.hear('another/1 user 5');
    expect(hearing).toEqual([true, false, true]);
    expect(changes).toEqual([{ forget: 'user', userId: 5 }]);
  });
});
