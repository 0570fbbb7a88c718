import { createSkillupApi, type SkillupApi } from './client';
import { createFramePair, dispatchMessage, flush, type FramePair } from './frames.test-helper';
import { ACTIVITY_CHANNEL, type ActivityContext, type ActivityRequest } from './protocol';

const context: ActivityContext = {
  user: { id: 7, firstName: 'Anna', lastName: 'Rossi', role: 'participant' },
  lang: 'it',
  test: { id: 3, name: 'In-Basket', abbreviation: 'IB', hasTimer: false, repeatable: false, exitMessage: null },
  assessor: false,
  sync: { version: 0, testData: null, testStatus: 'not attempted' },
};

/** A scripted host: answers each request with what `answer` returns for it. */
function scriptedHost(pair: FramePair, answer: (request: ActivityRequest) => unknown) {
  const requests: ActivityRequest[] = [];
  const listener = (event: MessageEvent) => {
    const request = event.data as ActivityRequest;
    if (request?.channel !== ACTIVITY_CHANNEL) return;
    requests.push(request);
    const result = answer(request);
    if (result !== undefined) pair.child.postMessage({ channel: ACTIVITY_CHANNEL, id: request.id, ...(result as object) }, '*');
  };
  window.addEventListener('message', listener);
  return { requests, stop: () => window.removeEventListener('message', listener) };
}

describe('createSkillupApi (the frame end)', () => {
  let pair: FramePair;
  let api: SkillupApi;
  let host: ReturnType<typeof scriptedHost>;

  beforeEach(() => {
    pair = createFramePair();
    api = createSkillupApi({ window: pair.child, timeoutMs: 200 });
    host = scriptedHost(pair, (request) =>
      request.method === 'init' ? { ok: true, result: context } : { ok: true, result: { echo: request.params } },
    );
  });
  afterEach(() => {
    host.stop();
    pair.remove();
  });

  it.each([
    ['getSync', (a: SkillupApi) => a.getSync()],
    ['setStatus', (a: SkillupApi) => a.setStatus('incomplete')],
    ['setData', (a: SkillupApi) => a.setData('{}')],
    ['trackOutcomes', (a: SkillupApi) => a.trackOutcomes([])],
    ['rpc', (a: SkillupApi) => a.rpc('remaining')],
    ['getSamples', (a: SkillupApi) => a.getSamples()],
    ['getAssessedOutcomes', (a: SkillupApi) => a.getAssessedOutcomes()],
    ['setAssessedOutcomes', (a: SkillupApi) => a.setAssessedOutcomes(4, [])],
    ['getAssessedStore', (a: SkillupApi) => a.getAssessedStore(4)],
    ['confirm', (a: SkillupApi) => a.confirm('Title', 'Text')],
    ['exit', (a: SkillupApi) => a.exit()],
  ])('rejects %s before init without posting anything', async (_name, call) => {
    await expect(call(api)).rejects.toThrow('Skillup API not initialized');
    expect(pair.toHost).toHaveLength(0);
  });

  it.each([
    [{ campaignId: 'abc', testId: 3, userId: 7 }],
    [{ campaignId: 1, testId: null, userId: 7 }],
    [{ campaignId: 1, testId: 3, userId: undefined }],
    [{ campaignId: 1.5, testId: 3, userId: 7 }],
    [{ campaignId: 0, testId: 3, userId: 7 }],
    [{ campaignId: '1e3', testId: 3, userId: 7 }],
  ])('rejects init with %j as invalid tracking data', async (params) => {
    await expect(api.init(params)).rejects.toThrow('Invalid tracking data');
    expect(pair.toHost).toHaveLength(0);
  });

  it('posts init to the parent with numeric ids read from query strings and resolves with the context', async () => {
    await expect(api.init({ campaignId: '12', testId: ' 3 ', userId: 7 })).resolves.toEqual(context);
    expect(host.requests).toEqual([{ channel: ACTIVITY_CHANNEL, id: 1, method: 'init', params: { campaignId: 12, testId: 3, userId: 7 } }]);
  });

  it('sends each method with its parameters under a new request id after init', async () => {
    await api.init({ campaignId: 1, testId: 3, userId: 7 });
    await expect(api.setData('{"a":1}')).resolves.toEqual({ echo: { data: '{"a":1}' } });
    await expect(api.rpc('startTimer', { seconds: 60 })).resolves.toEqual({ echo: { action: 'startTimer', data: { seconds: 60 } } });
    await expect(api.setAssessedOutcomes(4, [{ name: 'x', value: 2 }])).resolves.toEqual({
      echo: { userId: 4, values: [{ name: 'x', value: 2 }] },
    });
    expect(host.requests.map((r) => [r.id, r.method])).toEqual([
      [1, 'init'],
      [2, 'setData'],
      [3, 'rpc'],
      [4, 'setAssessedOutcomes'],
    ]);
  });

  it('checks parameters before sending: action, user id, alert text', async () => {
    await api.init({ campaignId: 1, testId: 3, userId: 7 });
    const sent = pair.toHost.length;
    await expect(api.rpc('')).rejects.toThrow('action not provided');
    await expect(api.getAssessedStore(undefined as unknown as number)).rejects.toThrow('no user id defined');
    await expect(api.setAssessedOutcomes(undefined as unknown as number, [])).rejects.toThrow('no user id defined');
    await expect(api.confirm('Sei sicuro/a di uscire?', '')).rejects.toThrow('Missing alert message data');
    await expect(api.confirm(undefined as unknown as string, 'x')).rejects.toThrow('Missing alert message data');
    await expect(api.setStatus('done' as never)).rejects.toThrow('Invalid test status');
    await expect(api.trackOutcomes([{ name: 'x', value: Number.NaN }])).rejects.toThrow('Invalid outcomes');
    expect(pair.toHost).toHaveLength(sent);
  });

  it('rejects with the message and code the host answers', async () => {
    host.stop();
    host = scriptedHost(pair, (request) =>
      request.method === 'init' ? { ok: true, result: context } : { ok: false, error: { code: 'busy', message: 'Server busy, try again' } },
    );
    await api.init({ campaignId: 1, testId: 3, userId: 7 });
    await expect(api.getSync()).rejects.toMatchObject({ code: 'busy', message: 'Server busy, try again' });
  });

  it('stays uninitialised when the host refuses init', async () => {
    host.stop();
    host = scriptedHost(pair, () => ({ ok: false, error: { code: 'init', message: 'Skillup API initialization error' } }));
    await expect(api.init({ campaignId: 1, testId: 3, userId: 7 })).rejects.toThrow('Skillup API initialization error');
    await expect(api.getSync()).rejects.toThrow('Skillup API not initialized');
  });

  it('ignores answers from another origin or another window, then times out with a clear error', async () => {
    host.stop();
    host = scriptedHost(pair, (request) => {
      const answer = { channel: ACTIVITY_CHANNEL, id: request.id, ok: true, result: context };
      dispatchMessage(pair.child, answer, { origin: 'http://evil.test', source: window });
      dispatchMessage(pair.child, answer, { origin: 'http://localhost', source: pair.child });
      dispatchMessage(pair.child, answer, { origin: 'http://localhost', source: null });
      return undefined;
    });
    await expect(api.init({ campaignId: 1, testId: 3, userId: 7 })).rejects.toMatchObject({
      code: 'timeout',
      message: "Skillup API call 'init' got no answer from the host within 200 ms",
    });
  });

  it('addresses its requests to its own origin only', async () => {
    const other = createFramePair('http://other.test/tests/x/index.html');
    const foreign = createSkillupApi({ window: other.child, timeoutMs: 50 });
    // The parent (http://localhost) is not the frame's origin, so the browser drops the message.
    await expect(foreign.init({ campaignId: 1, testId: 3, userId: 7 })).rejects.toThrow('got no answer');
    expect(host.requests).toHaveLength(0);
    other.remove();
  });

  it('lets a confirmation wait for the person beyond the call timeout', async () => {
    host.stop();
    const held: ActivityRequest[] = [];
    host = scriptedHost(pair, (request) => {
      if (request.method === 'init') return { ok: true, result: context };
      held.push(request);
      return undefined;
    });
    await api.init({ campaignId: 1, testId: 3, userId: 7 });
    const answer = api.confirm('Sei sicuro/a di uscire?', "Potrai completare l'attività in un secondo momento");
    await new Promise((resolve) => setTimeout(resolve, 300));
    pair.child.postMessage({ channel: ACTIVITY_CHANNEL, id: held[0]!.id, ok: true, result: true }, '*');
    await expect(answer).resolves.toBe(true);
  });

  it('refuses to run outside a frame', async () => {
    const alone = createSkillupApi({ window, timeoutMs: 50 });
    await expect(alone.init({ campaignId: 1, testId: 3, userId: 7 })).rejects.toThrow('Skillup API must run inside the Skillup test frame');
    await flush();
  });
});

describe('createSkillupApi in a frame of another origin than the app', () => {
  it("talks only to the app origin named in the frame's query", async () => {
    const pair = createFramePair('http://activities.test/tests/in-basket/index.html?origin=http%3A%2F%2Flocalhost');
    const posted: unknown[] = [];
    window.postMessage = ((data: unknown, target: string) => posted.push({ data, target })) as Window['postMessage'];
    const api = createSkillupApi({ window: pair.child, timeoutMs: 100 });
    const started = api.init({ campaignId: 1, testId: 3, userId: 7 });
    expect(posted).toEqual([{ data: expect.objectContaining({ method: 'init', id: 1 }), target: 'http://localhost' }]);
    const answer = { channel: ACTIVITY_CHANNEL, id: 1, ok: true, result: context };
    dispatchMessage(pair.child, answer, { origin: 'http://activities.test', source: window });
    await flush();
    dispatchMessage(pair.child, answer, { origin: 'http://localhost', source: window });
    await expect(started).resolves.toEqual(context);
    pair.remove();
  });

  it.each(['javascript:alert(1)', 'http://localhost/path', 'not a url'])('refuses to talk to a named origin such as %s', async (named) => {
    const pair = createFramePair(`http://activities.test/tests/x/index.html?origin=${encodeURIComponent(named)}`);
    const api = createSkillupApi({ window: pair.child, timeoutMs: 50 });
    await expect(api.init({ campaignId: 1, testId: 3, userId: 7 })).rejects.toMatchObject({ code: 'not_framed' });
    pair.remove();
  });
});
