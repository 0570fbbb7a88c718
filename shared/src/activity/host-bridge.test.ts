import { createSkillupApi } from './client';
import { createFramePair, dispatchMessage, flush, type FramePair } from './frames.test-helper';
import { connectActivityFrame, type ActivityHandlers } from './host-bridge';
import { ACTIVITY_CHANNEL, type ActivityContext, type ActivityResponse } from './protocol';

const context: ActivityContext = {
  user: { id: 7, firstName: 'Anna', lastName: 'Rossi', role: 'participant' },
  lang: 'en',
  test: { id: 3, name: 'In-Basket', abbreviation: 'IB', hasTimer: false, repeatable: false, exitMessage: null },
  assessor: false,
  sync: { version: 0, testData: null, testStatus: 'not attempted' },
};

function handlers(): jest.Mocked<ActivityHandlers> {
  const mocks = {
    init: jest.fn(async () => context),
    getSync: jest.fn(async () => ({ version: 2, testData: '{"step":1}', testStatus: 'incomplete' as const })),
    setStatus: jest.fn(async () => ({ version: 3 })),
    setData: jest.fn(async () => ({ version: 4 })),
    trackOutcomes: jest.fn(async () => ({ version: 5 })),
    rpc: jest.fn(async (params: { action: string }) => ({ action: params.action })),
    getSamples: jest.fn(async () => [{ id: 9, firstName: 'Marco', lastName: 'Bianchi', email: 'm@x.test' }]),
    getAssessedOutcomes: jest.fn(async () => []),
    setAssessedOutcomes: jest.fn(async () => ({ status: true as const })),
    getAssessedStore: jest.fn(async () => ({ version: 1, testData: null, testStatus: 'not attempted' as const })),
    confirm: jest.fn(async () => false),
    exit: jest.fn(async () => ({ status: true as const })),
  };
  // Mocks declared without parameters still receive them; the cast only widens their arity.
  return mocks as unknown as jest.Mocked<ActivityHandlers>;
}

const request = (id: number, method: string, params?: unknown) => ({ channel: ACTIVITY_CHANNEL, id, method, params });

describe('connectActivityFrame (the host end)', () => {
  let pair: FramePair;
  let h: jest.Mocked<ActivityHandlers>;
  let disconnect: () => void;

  const fromFrame = (data: unknown) => dispatchMessage(window, data, { origin: 'http://localhost', source: pair.child });
  const answers = () => pair.toFrame as ActivityResponse[];
  const lastAnswer = () => answers()[answers().length - 1];
  const initialise = async () => {
    fromFrame(request(1, 'init', { campaignId: 1, testId: 3, userId: 7 }));
    await flush();
  };

  beforeEach(() => {
    pair = createFramePair();
    h = handlers();
    disconnect = connectActivityFrame(pair.frame, h);
  });
  afterEach(() => {
    disconnect();
    pair.remove();
  });

  it('answers init from its frame with the handler result, to the frame only', async () => {
    await initialise();
    expect(h.init).toHaveBeenCalledWith({ campaignId: 1, testId: 3, userId: 7 });
    expect(answers()).toEqual([{ channel: ACTIVITY_CHANNEL, id: 1, ok: true, result: context }]);
  });

  it('ignores requests from another origin', async () => {
    dispatchMessage(window, request(1, 'init', { campaignId: 1, testId: 3, userId: 7 }), {
      origin: 'http://evil.test',
      source: pair.child,
    });
    await flush();
    expect(h.init).not.toHaveBeenCalled();
    expect(answers()).toHaveLength(0);
  });

  it('ignores requests from any window but its frame', async () => {
    const other = document.createElement('iframe');
    other.src = 'http://localhost/tests/other/index.html';
    document.body.appendChild(other);
    for (const source of [window, other.contentWindow, null]) {
      dispatchMessage(window, request(1, 'init', { campaignId: 1, testId: 3, userId: 7 }), { origin: 'http://localhost', source });
    }
    await flush();
    expect(h.init).not.toHaveBeenCalled();
    expect(answers()).toHaveLength(0);
    other.remove();
  });

  it.each([
    ['a string', 'hello'],
    ['another channel', { channel: 'other', id: 1, method: 'init' }],
    ['no id', { channel: ACTIVITY_CHANNEL, method: 'init' }],
    ['a fractional id', { channel: ACTIVITY_CHANNEL, id: 1.5, method: 'init' }],
  ])('ignores %s, never throwing', async (_name, data) => {
    fromFrame(data);
    await flush();
    expect(answers()).toHaveLength(0);
    expect(h.init).not.toHaveBeenCalled();
  });

  it('answers an unknown method with an error naming it', async () => {
    fromFrame(request(4, 'deleteEverything'));
    await flush();
    expect(lastAnswer()).toEqual({
      channel: ACTIVITY_CHANNEL,
      id: 4,
      ok: false,
      error: { code: 'unknown_method', message: 'Unknown Skillup API method: deleteEverything' },
    });
  });

  it('refuses every call before init', async () => {
    fromFrame(request(2, 'getSync'));
    await flush();
    expect(h.getSync).not.toHaveBeenCalled();
    expect(lastAnswer()).toMatchObject({ id: 2, ok: false, error: { message: 'Skillup API not initialized' } });
  });

  it.each([[{ campaignId: '1', testId: 3, userId: 7 }], [{ campaignId: 1, testId: 3 }], [undefined], [{ campaignId: 1, testId: -3, userId: 7 }]])(
    'refuses init with %j as invalid tracking data and stays uninitialised',
    async (params) => {
      fromFrame(request(1, 'init', params));
      await flush();
      expect(h.init).not.toHaveBeenCalled();
      expect(lastAnswer()).toMatchObject({ id: 1, ok: false, error: { message: 'Invalid tracking data' } });
      fromFrame(request(2, 'exit'));
      await flush();
      expect(lastAnswer()).toMatchObject({ id: 2, ok: false, error: { message: 'Skillup API not initialized' } });
    },
  );

  it.each([
    ['confirm', { title: 'Sei sicuro/a di uscire?' }, 'Missing alert message data'],
    ['confirm', { title: '', text: 'x' }, 'Missing alert message data'],
    ['setAssessedOutcomes', { values: [] }, 'no user id defined'],
    ['getAssessedStore', {}, 'no user id defined'],
    ['rpc', { data: 1 }, 'action not provided'],
    ['setStatus', { status: 'finished' }, "Invalid test status: expected 'not attempted', 'incomplete' or 'complete'"],
    ['setData', { data: { a: 1 } }, 'Invalid test data: a string is required'],
    ['trackOutcomes', { values: [{ name: '', value: 1 }] }, 'Invalid outcomes'],
    ['setAssessedOutcomes', { userId: 9, values: 'x' }, 'Invalid outcomes'],
  ])('answers %s with %j by "%s" without calling the handler', async (method, params, message) => {
    await initialise();
    fromFrame(request(2, method, params));
    await flush();
    expect(h[method as keyof ActivityHandlers]).not.toHaveBeenCalled();
    expect(lastAnswer()).toMatchObject({ id: 2, ok: false, error: { code: 'invalid_params' } });
    expect((lastAnswer() as { error: { message: string } }).error.message).toContain(message);
  });

  it('passes validated parameters to each handler and answers by id', async () => {
    await initialise();
    fromFrame(request(2, 'setData', { data: '{"x":1}' }));
    fromFrame(request(3, 'confirm', { title: 'T', text: 'X' }));
    fromFrame(request(4, 'setAssessedOutcomes', { userId: 9, values: [{ name: 'rating', value: 4, label: 'ok' }] }));
    await flush();
    expect(h.setData).toHaveBeenCalledWith({ data: '{"x":1}' });
    expect(h.setAssessedOutcomes).toHaveBeenCalledWith({ userId: 9, values: [{ name: 'rating', value: 4, label: 'ok' }] });
    expect(answers().slice(1)).toEqual([
      { channel: ACTIVITY_CHANNEL, id: 2, ok: true, result: { version: 4 } },
      { channel: ACTIVITY_CHANNEL, id: 3, ok: true, result: false },
      { channel: ACTIVITY_CHANNEL, id: 4, ok: true, result: { status: true } },
    ]);
  });

  it('turns a failing handler into an error answer', async () => {
    await initialise();
    h.getSync.mockRejectedValueOnce(Object.assign(new Error('Server busy'), { code: 'busy' }));
    h.exit.mockRejectedValueOnce(undefined);
    fromFrame(request(2, 'getSync'));
    fromFrame(request(3, 'exit'));
    await flush();
    expect(answers().slice(1)).toEqual([
      { channel: ACTIVITY_CHANNEL, id: 2, ok: false, error: { code: 'busy', message: 'Server busy' } },
      { channel: ACTIVITY_CHANNEL, id: 3, ok: false, error: { code: 'handler_error', message: 'Skillup API call failed' } },
    ]);
  });

  it('stops listening once disconnected', async () => {
    disconnect();
    await initialise();
    expect(h.init).not.toHaveBeenCalled();
  });

  it('works end to end with the frame client', async () => {
    const api = createSkillupApi({ window: pair.child, timeoutMs: 500 });
    await expect(api.getSync()).rejects.toThrow('Skillup API not initialized');
    await expect(api.init({ campaignId: '1', testId: '3', userId: '7' })).resolves.toEqual(context);
    await expect(api.getSync()).resolves.toEqual({ version: 2, testData: '{"step":1}', testStatus: 'incomplete' });
    await expect(api.setStatus('complete')).resolves.toEqual({ version: 3 });
    await expect(api.rpc('remaining')).resolves.toEqual({ action: 'remaining' });
    await expect(api.confirm('T', 'X')).resolves.toBe(false);
    h.getAssessedStore.mockRejectedValueOnce(new Error('Assessed store error / retrieval error'));
    await expect(api.getAssessedStore(9)).rejects.toThrow('Assessed store error / retrieval error');
  });
});

describe('connectActivityFrame with a frame sandboxed into an opaque origin', () => {
  it("reads only its frame's 'null'-origin messages and answers that frame", async () => {
    const pair = createFramePair('http://activities.test/tests/in-basket/index.html');
    pair.frame.setAttribute('sandbox', 'allow-scripts allow-forms');
    const h = handlers();
    const posted: unknown[] = [];
    pair.child.postMessage = ((data: unknown, target: string) => posted.push({ data, target })) as Window['postMessage'];
    const disconnect = connectActivityFrame(pair.frame, h);
    const init = request(1, 'init', { campaignId: 1, testId: 3, userId: 7 });
    dispatchMessage(window, init, { origin: 'http://activities.test', source: pair.child });
    dispatchMessage(window, init, { origin: 'null', source: window });
    await flush();
    expect(h.init).not.toHaveBeenCalled();
    dispatchMessage(window, init, { origin: 'null', source: pair.child });
    await flush();
    expect(h.init).toHaveBeenCalledTimes(1);
    expect(posted).toEqual([{ data: { channel: ACTIVITY_CHANNEL, id: 1, ok: true, result: context }, target: '*' }]);
    disconnect();
    pair.remove();
  });
});
