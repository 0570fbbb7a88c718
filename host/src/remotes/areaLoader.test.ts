import type { RemoteFallbackLog, RemotesResponse } from '@skillup/shared/api/contract';
import { AreaLoadError, AreaViewMissingError, createAreaLoader, type FederationRuntime } from './areaLoader';

const Area = () => null;
const ref = (version: string) => ({ version, url: `/remotes/taskroom/${version}/mf-manifest.json`, integrity: {} });

/**
 * A runtime whose manifests either load or fail. './App' answers `exports`; another exposed
 * module answers what `modules` holds under its name, once its gate opens.
 */
function runtimeServing(working: Set<string>, exports: Record<string, unknown>, modules: Record<string, { exports: unknown; gate?: Promise<void> }>) {
  const registered = new Map<string, string>();
  const calls: { register: { name: string; entry: string; force: boolean }[]; loads: string[]; preloaded: string[][] } = {
    register: [],
    loads: [],
    preloaded: [],
  };
  const runtime: FederationRuntime = {
    registerRemotes(remotes, options) {
      for (const remote of remotes) {
        calls.register.push({ ...remote, force: options?.force ?? false });
        registered.set(remote.name, remote.entry);
      }
    },
    async loadRemote(id) {
      const [container = '', exposed] = id.split('/');
      const entry = registered.get(container) ?? '';
      const module = modules[exposed ?? ''];
      if (module) {
        await module.gate;
        return module.exports;
      }
      calls.loads.push(entry);
      if (!working.has(entry)) throw new Error(`cannot load ${entry}`);
      return exports;
    },
    preloadShared(names) {
      calls.preloaded.push(names);
    },
  };
  return { runtime, calls };
}

function loaderWith(
  remotes: () => RemotesResponse,
  working: Set<string>,
  refused = new Set<string>(),
  exports: Record<string, unknown> = { default: Area },
  modules: Record<string, { exports: unknown; gate?: Promise<void> }> = {},
  scope?: () => string,
) {
  const served = runtimeServing(working, exports, modules);
  const logs: RemoteFallbackLog[] = [];
  const waits: number[] = [];
  const getRemotes = jest.fn(async () => remotes());
  const loader = createAreaLoader({
    runtime: served.runtime,
    getRemotes,
    postLog: async (item) => logs.push(item),
    preflight: async (candidate) => {
      if (refused.has(candidate.url)) throw new Error(`${candidate.version} cannot run in this host`);
      return { exposes: ['App', ...Object.keys(modules)], shared: ['react', '@chakra-ui/react/box'] };
    },
    containerName: (remote) => `skillup_${remote}`,
    ...(scope ? { scope } : {}),
    attempts: 3,
    retryDelayMs: 100,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  return { loader, logs, waits, getRemotes, calls: served.calls };
}

describe('area loader', () => {
  it('loads the version the campaign is given, once', async () => {
    const { loader, calls, getRemotes } = loaderWith(
      () => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.0.0') } } }),
      new Set([ref('1.1.0').url]),
    );
    const area = await loader.load('taskroom', 7);
    expect(area).toEqual({ Component: Area, version: '1.1.0', fellBack: false, exposes: ['App'] });
    expect(calls.register).toEqual([{ name: 'skillup_taskroom', entry: ref('1.1.0').url, force: false }]);
    expect(calls.preloaded).toEqual([['react', '@chakra-ui/react/box']]);
    await loader.load('taskroom', 7);
    expect(getRemotes).toHaveBeenCalledTimes(1);
    expect(calls.loads).toHaveLength(1);
  });

  it("hands on the module's prefetch, and only a function", async () => {
    const prefetch = jest.fn();
    const remotes = () => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: null } } });
    const working = new Set([ref('1.1.0').url]);
    const withPrefetch = await loaderWith(remotes, working, new Set(), { default: Area, prefetch }).loader.load('taskroom', 7);
    expect(withPrefetch.prefetch).toBe(prefetch);
    const withText = await loaderWith(remotes, working, new Set(), { default: Area, prefetch: 'soon' }).loader.load('taskroom', 7);
    expect(withText.prefetch).toBeUndefined();
    expect(withText.Component).toBe(Area);
  });

  it("answers with './prefetch' before './App' has loaded, and with App's export when there is none", async () => {
    const early = jest.fn();
    const late = jest.fn();
    let openApp = () => undefined as void;
    const appGate = new Promise<void>((resolve) => (openApp = resolve));
    const remotes = () => ({ remotes: { calendar: { ...ref('1.1.0'), fallback: null } } });
    const working = new Set([ref('1.1.0').url]);
    const { loader } = loaderWith(
      remotes,
      working,
      new Set(),
      { default: Area, prefetch: late },
      {
        prefetch: { exports: { prefetch: early } },
        App: { exports: { default: Area, prefetch: late }, gate: appGate },
      },
    );
    let areaLoaded = false;
    void loader.load('calendar', 7).then(() => (areaLoaded = true));
    await expect(loader.loadPrefetch('calendar', 7)).resolves.toBe(early);
    expect(areaLoaded).toBe(false);
    openApp();
    await expect(loader.load('calendar', 7)).resolves.toMatchObject({ Component: Area, prefetch: late });

    const withoutModule = loaderWith(remotes, working, new Set(), { default: Area, prefetch: late }).loader;
    await expect(withoutModule.loadPrefetch('calendar', 7)).resolves.toBe(late);
  });

  it('answers no prefetch, and rejects nothing, when the area does not load', async () => {
    const { loader } = loaderWith(() => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: null } } }), new Set());
    await expect(loader.loadPrefetch('taskroom', 7)).resolves.toBeUndefined();
  });

  it('retries a failing version, then falls back to the default and logs it', async () => {
    const { loader, calls, logs, waits } = loaderWith(
      () => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.0.0') } } }),
      new Set([ref('1.0.0').url]),
    );
    const area = await loader.load('taskroom', 7);
    expect(area.version).toBe('1.0.0');
    expect(area.fellBack).toBe(true);
    expect(calls.loads).toEqual([ref('1.1.0').url, ref('1.1.0').url, ref('1.1.0').url, ref('1.0.0').url]);
    expect(waits).toEqual([100, 200]);
    // The default replaces the failed version under the same container name.
    expect(calls.register.at(-1)).toEqual({ name: 'skillup_taskroom', entry: ref('1.0.0').url, force: true });
    expect(logs).toEqual([
      expect.objectContaining({ kind: 'remote-fallback', remote: 'taskroom', campaignId: 7, failedVersion: '1.1.0', fallbackVersion: '1.0.0' }),
    ]);
  });

  it('fails with both versions named when the default fails too', async () => {
    const { loader } = loaderWith(() => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.0.0') } } }), new Set());
    const failure = loader.load('taskroom', 7);
    await expect(failure).rejects.toBeInstanceOf(AreaLoadError);
    await expect(failure).rejects.toMatchObject({ triedVersions: ['1.1.0', '1.0.0'] });
  });

  it('does not try the same version twice when it is also the default', async () => {
    const { loader, calls } = loaderWith(() => ({ remotes: { taskroom: { ...ref('1.0.0'), fallback: ref('1.0.0') } } }), new Set());
    await expect(loader.load('taskroom', 7)).rejects.toMatchObject({ triedVersions: ['1.0.0'] });
    expect(calls.loads).toHaveLength(3);
  });

  it('fails clearly when the campaign has no version of the remote', async () => {
    const { loader } = loaderWith(() => ({ remotes: {} }), new Set());
    await expect(loader.load('report', 7)).rejects.toThrow('no version of remote report for this campaign');
  });

  it('asks the server again after forget, so a retry sees a new default', async () => {
    let current = { remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.1.0') } } };
    const { loader, getRemotes } = loaderWith(() => current, new Set([ref('1.0.0').url]));
    await expect(loader.load('taskroom', 7)).rejects.toBeInstanceOf(AreaLoadError);

    current = { remotes: { taskroom: { ...ref('1.0.0'), fallback: ref('1.0.0') } } };
    loader.forget('taskroom', 7);
    await expect(loader.load('taskroom', 7)).resolves.toMatchObject({ version: '1.0.0', fellBack: false });
    expect(getRemotes).toHaveBeenCalledTimes(2);
  });

  it('loads with the versions the page already holds, without asking the server, until a retry forgets them', async () => {
    const { loader, getRemotes, calls } = loaderWith(
      () => ({ remotes: { taskroom: { ...ref('1.0.0'), fallback: ref('1.0.0') } } }),
      new Set([ref('1.1.0').url, ref('1.0.0').url]),
    );
    loader.knowRemotes(7, { remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.0.0') } } });
    await expect(loader.load('taskroom', 7)).resolves.toMatchObject({ version: '1.1.0', fellBack: false });
    expect(getRemotes).not.toHaveBeenCalled();

    loader.forget('taskroom', 7);
    await expect(loader.load('taskroom', 7)).resolves.toMatchObject({ version: '1.0.0' });
    expect(getRemotes).toHaveBeenCalledTimes(1);
    expect(calls.register.map((r) => r.entry)).toEqual([ref('1.1.0').url, ref('1.0.0').url]);
  });

  it('shares one load between callers asking at the same time', async () => {
    const { loader, calls } = loaderWith(() => ({ remotes: { taskroom: { ...ref('1.0.0'), fallback: null } } }), new Set([ref('1.0.0').url]));
    const [a, b] = await Promise.all([loader.load('taskroom', 7), loader.load('taskroom', 7)]);
    expect(a).toBe(b);
    expect(calls.loads).toHaveLength(1);
  });

  it('falls back without starting a version its preflight refuses', async () => {
    const { loader, calls, logs } = loaderWith(
      () => ({ remotes: { taskroom: { ...ref('1.1.0'), fallback: ref('1.0.0') } } }),
      new Set([ref('1.1.0').url, ref('1.0.0').url]),
      new Set([ref('1.1.0').url]),
    );
    await expect(loader.load('taskroom', 7)).resolves.toMatchObject({ version: '1.0.0', fellBack: true });
    expect(calls.register.map((r) => r.entry)).toEqual([ref('1.0.0').url]);
    expect(logs[0]?.error).toBe('1.1.0 cannot run in this host');
  });

  it('loads an area outside campaigns from the map without a campaign, and logs its failure without one', async () => {
    const { loader, getRemotes, logs } = loaderWith(() => ({ remotes: { report: { ...ref('2.0.0'), fallback: ref('2.0.0') } } }), new Set());
    await expect(loader.load('report', null)).rejects.toMatchObject({ triedVersions: ['2.0.0'] });
    expect(getRemotes).toHaveBeenCalledWith(null);
    expect(logs).toEqual([expect.objectContaining({ remote: 'report', campaignId: null, failedVersion: '2.0.0', fallbackVersion: null })]);
  });

  it("keeps a campaign's map for the user who got it: another user on this page asks again", async () => {
    let user = 'anna';
    const { loader, getRemotes } = loaderWith(
      () => ({ remotes: { taskroom: { ...ref('1.0.0'), fallback: null } } }),
      new Set([ref('1.0.0').url]),
      undefined,
      undefined,
      undefined,
      () => user,
    );
    loader.knowRemotes(7, { remotes: {} });
    await expect(loader.remotes(7)).resolves.toEqual({ remotes: {} });
    user = 'marco';
    await expect(loader.remotes(7)).resolves.toEqual({ remotes: { taskroom: { ...ref('1.0.0'), fallback: null } } });
    expect(getRemotes).toHaveBeenCalledWith(7);
    await loader.load('taskroom', 7);
    expect(getRemotes).toHaveBeenCalledTimes(1);
  });

  it('loads a view of the version the campaign loads, after its area, and says when that version exposes none', async () => {
    const View = () => null;
    const remotes = () => ({ remotes: { report: { ...ref('1.1.0'), fallback: ref('1.0.0') } } });
    const working = new Set([ref('1.1.0').url]);
    const { loader, calls } = loaderWith(remotes, working, new Set(), { default: Area }, { PersonReport: { exports: { default: View } } });
    await expect(loader.loadView('report', 7, 'PersonReport')).resolves.toBe(View);
    expect(calls.register).toEqual([{ name: 'skillup_report', entry: ref('1.1.0').url, force: false }]);
    await expect(loader.loadView('report', 7, 'Agenda')).rejects.toEqual(new AreaViewMissingError('report', 'Agenda', '1.1.0'));
    expect(calls.register).toHaveLength(1);
  });

  it('refuses a view whose module exports no component, and fails as its area does when that cannot load', async () => {
    const remotes = () => ({ remotes: { report: { ...ref('1.1.0'), fallback: null } } });
    const exposingText = loaderWith(
      remotes,
      new Set([ref('1.1.0').url]),
      new Set(),
      { default: Area },
      { PersonReport: { exports: { default: 'report' } } },
    );
    await expect(exposingText.loader.loadView('report', 7, 'PersonReport')).rejects.toBeInstanceOf(AreaViewMissingError);
    const failing = loaderWith(remotes, new Set(), new Set(), { default: Area }, { PersonReport: { exports: { default: Area } } });
    await expect(failing.loader.loadView('report', 7, 'PersonReport')).rejects.toBeInstanceOf(AreaLoadError);
  });
});
