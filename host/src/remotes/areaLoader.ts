import type { ComponentType } from 'react';
import type { AreaPrefetch } from '@skillup/shared/query';
import type { CampaignRemote, RemoteFallbackLog, RemoteName, RemoteRef, RemotesResponse } from '@skillup/shared/api/contract';

/** The calls of the Module Federation runtime the loader needs. */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote(id: string): Promise<unknown>;
  /** Starts loading the host's copies of these shared packages; failures are the remote's to meet. */
  preloadShared(names: string[]): void;
}

/** A campaign's id, or null for the areas that need no campaign (GET /api/remotes without one). */
export type MapOf = number | null;

export interface AreaLoaderOptions {
  runtime: FederationRuntime;
  getRemotes(campaignId: MapOf): Promise<RemotesResponse>;
  /**
   * Whose maps these are: the server leaves out the areas that are not for the caller's role,
   * so a map is kept for the user who got it, never shown to the next one on this page.
   */
  scope?(): string;
  postLog(item: RemoteFallbackLog): Promise<unknown>;
  /**
   * Rejects a version the host cannot run, before any of its code does; otherwise names the
   * modules its manifest exposes and the shared packages it takes from the host.
   */
  preflight(ref: RemoteRef): Promise<{ exposes: string[]; shared: string[] }>;
  containerName(remote: RemoteName): string;
  /** Loads of one version before giving up on it: the first and the retries. */
  attempts: number;
  /** Wait before the n-th retry: n × this. */
  retryDelayMs: number;
  wait?(ms: number): Promise<void>;
}

export interface LoadedArea {
  Component: ComponentType;
  /** The requests of the area's first screen, when its module names them. */
  prefetch?: AreaPrefetch;
  /** The version that loaded: the campaign's, or the fallback's. */
  version: string;
  fellBack: boolean;
  /** The modules that version exposes (its manifest's names, without './'). */
  exposes: string[];
}

/** Every remote exposes its area as the default export of './App', and may export `prefetch`. */
const EXPOSED_AREA = 'App';
/**
 * A remote may also expose its `prefetch` as './prefetch', a module that imports no UI: it
 * loads beside the area's code instead of after it, so the first screen's data is asked for
 * while the UI library still downloads (docs/remotes.md).
 */
const EXPOSED_PREFETCH = 'prefetch';

/**
 * The campaign's version of a remote loaded, but exposes no such view (docs/remotes.md, "A view
 * shown in another area"): a version published before the view existed. Retrying cannot help.
 */
export class AreaViewMissingError extends Error {
  override readonly name = 'AreaViewMissingError';

  constructor(
    readonly remote: RemoteName,
    readonly view: string,
    readonly version: string,
  ) {
    super(`version ${version} of ${remote} exposes no ${view}`);
  }
}

export class AreaLoadError extends Error {
  override readonly name = 'AreaLoadError';

  constructor(
    readonly remote: RemoteName,
    /** The versions tried, in order; empty when the campaign has no version of the remote. */
    readonly triedVersions: string[],
    options?: { cause?: unknown },
  ) {
    super(
      triedVersions.length ? `remote ${remote} failed to load (${triedVersions.join(', ')})` : `no version of remote ${remote} for this campaign`,
      options,
    );
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type AreaExports = Pick<LoadedArea, 'Component' | 'prefetch' | 'exposes'>;

function prefetchExport(module: unknown): AreaPrefetch | undefined {
  const { prefetch } = (module ?? {}) as { prefetch?: unknown };
  return typeof prefetch === 'function' ? (prefetch as AreaPrefetch) : undefined;
}

/** The module's default export, when it is a component. */
function defaultComponent(module: unknown): ComponentType<never> | undefined {
  const { default: exported } = (module ?? {}) as { default?: unknown };
  // A function component, or an object one (memo, forwardRef, lazy).
  if (typeof exported !== 'function' && (typeof exported !== 'object' || exported === null)) return undefined;
  return exported as ComponentType<never>;
}

function areaExports(module: unknown, exposes: string[]): AreaExports | undefined {
  const Component = defaultComponent(module) as ComponentType | undefined;
  return Component && { Component, prefetch: prefetchExport(module), exposes };
}

type AnnouncePrefetch = (prefetch: AreaPrefetch | undefined) => void;

interface AreaLoad {
  area: Promise<LoadedArea>;
  /** The first `prefetch` found: from './prefetch', or else from './App'. */
  prefetch: Promise<AreaPrefetch | undefined>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads the area of a remote in the version the campaign is pinned to (GET /api/remotes).
 * Each version is tried `attempts` times; when the campaign's fails, the remote's default
 * version replaces it in the runtime (registerRemotes with force) and the fallback is
 * logged (POST /api/logs); when that fails too, or there is none, AreaLoadError.
 */
export function createAreaLoader(options: AreaLoaderOptions) {
  const { runtime, attempts, retryDelayMs, wait = sleep, scope = () => '' } = options;
  /** Remote maps by user and campaign (mapKey). */
  const remotesByCampaign = new Map<string, Promise<RemotesResponse>>();
  /** Areas already running, by the campaign version they stand for. */
  const loaded = new Map<RemoteName, { campaignUrl: string; area: LoadedArea }>();
  /** Manifest currently registered under each container name. */
  const registered = new Map<string, string>();
  /** Loads under way: a second caller waits for the same one instead of racing it. */
  const inFlight = new Map<string, AreaLoad>();

  const mapKey = (campaignId: MapOf) => `${scope()}|${campaignId ?? 'none'}`;

  /** The map of a campaign (or of the areas outside campaigns), asked for once per page. */
  function campaignRemotes(campaignId: MapOf): Promise<RemotesResponse> {
    const key = mapKey(campaignId);
    let remotes = remotesByCampaign.get(key);
    if (!remotes) {
      remotes = options.getRemotes(campaignId);
      remotesByCampaign.set(key, remotes);
      remotes.catch(() => remotesByCampaign.delete(key));
    }
    return remotes;
  }

  async function loadVersion(remote: RemoteName, ref: RemoteRef, announce: AnnouncePrefetch): Promise<AreaExports> {
    const name = options.containerName(remote);
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        const { exposes, shared } = await options.preflight(ref);
        // Forcing drops what the runtime kept of an earlier registration: its cached
        // manifest, a failed load, another version's container.
        runtime.registerRemotes([{ name, entry: ref.url }], { force: registered.has(name) });
        registered.set(name, ref.url);
        // The host's parts the area will ask for (Chakra's, say) download beside its entry
        // instead of after it has run (docs/performance.md).
        runtime.preloadShared(shared);
        // A failure here only loses the head start: the area's own queries still ask.
        if (exposes.includes(EXPOSED_PREFETCH)) {
          runtime.loadRemote(`${name}/${EXPOSED_PREFETCH}`).then(
            (module) => {
              const prefetch = prefetchExport(module);
              if (prefetch) announce(prefetch);
            },
            () => undefined,
          );
        }
        const exports = areaExports(await runtime.loadRemote(`${name}/${EXPOSED_AREA}`), exposes);
        if (exports) return exports;
        lastError = new Error(`${name}/${EXPOSED_AREA} has no default export`);
      } catch (error) {
        lastError = error;
      }
      if (attempt < attempts) await wait(retryDelayMs * attempt);
    }
    throw lastError;
  }

  function logFallback(remote: RemoteName, campaignId: MapOf, failed: CampaignRemote, error: unknown) {
    const item: RemoteFallbackLog = {
      kind: 'remote-fallback',
      remote,
      campaignId,
      failedVersion: failed.version,
      fallbackVersion: usableFallback(failed)?.version ?? null,
      error: errorText(error),
    };
    // The log must never stand between the user and the area.
    options.postLog(item).catch(() => undefined);
  }

  /** The default version, unless it is the very version that just failed. */
  function usableFallback(entry: CampaignRemote): RemoteRef | null {
    return entry.fallback && entry.fallback.url !== entry.url ? entry.fallback : null;
  }

  /** The load of an area, joined while it runs, and the first `prefetch` it finds. */
  function start(remote: RemoteName, campaignId: MapOf): AreaLoad {
    const key = `${remote}@${mapKey(campaignId)}`;
    let pending = inFlight.get(key);
    if (!pending) {
      let announce: AnnouncePrefetch = () => undefined;
      const prefetch = new Promise<AreaPrefetch | undefined>((resolve) => (announce = resolve));
      const area = loadArea(remote, campaignId, announce)
        .then(
          (loadedArea) => {
            announce(loadedArea.prefetch);
            return loadedArea;
          },
          (error: unknown) => {
            announce(undefined);
            throw error;
          },
        )
        .finally(() => inFlight.delete(key));
      pending = { area, prefetch };
      inFlight.set(key, pending);
    }
    return pending;
  }

  function load(remote: RemoteName, campaignId: MapOf): Promise<LoadedArea> {
    return start(remote, campaignId).area;
  }

  /**
   * Starts the area's load, like `load`, and answers with its `prefetch` as soon as one is
   * there: './prefetch' arrives before './App', whose own export is the one used otherwise.
   * Undefined when the area names none or does not load.
   */
  function loadPrefetch(remote: RemoteName, campaignId: number): Promise<AreaPrefetch | undefined> {
    const { area, prefetch } = start(remote, campaignId);
    // The failure is the area's to show when it mounts and joins or repeats this load.
    area.catch(() => undefined);
    return prefetch;
  }

  async function loadArea(remote: RemoteName, campaignId: MapOf, announce: AnnouncePrefetch): Promise<LoadedArea> {
    const { remotes } = await campaignRemotes(campaignId);
    const entry = remotes[remote];
    if (!entry) throw new AreaLoadError(remote, []);

    const running = loaded.get(remote);
    if (running && running.campaignUrl === entry.url) return running.area;

    let area: LoadedArea;
    try {
      area = { ...(await loadVersion(remote, entry, announce)), version: entry.version, fellBack: false };
    } catch (primaryError) {
      logFallback(remote, campaignId, entry, primaryError);
      const fallback = usableFallback(entry);
      if (!fallback) throw new AreaLoadError(remote, [entry.version], { cause: primaryError });
      try {
        area = { ...(await loadVersion(remote, fallback, announce)), version: fallback.version, fellBack: true };
      } catch (fallbackError) {
        throw new AreaLoadError(remote, [entry.version, fallback.version], { cause: fallbackError });
      }
    }
    loaded.set(remote, { campaignUrl: entry.url, area });
    return area;
  }

  /**
   * The module `view` of the remote in the version the campaign loads, once its area has
   * loaded (and so registered that version, or its fallback): its default export. A view is
   * shown inside another area's page (docs/remotes.md, "A view shown in another area").
   */
  async function loadView<Props>(remote: RemoteName, campaignId: number, view: string): Promise<ComponentType<Props>> {
    const area = await load(remote, campaignId);
    if (!area.exposes.includes(view)) throw new AreaViewMissingError(remote, view, area.version);
    const Component = defaultComponent(await runtime.loadRemote(`${options.containerName(remote)}/${view}`));
    if (!Component) throw new AreaViewMissingError(remote, view, area.version);
    return Component as ComponentType<Props>;
  }

  /**
   * Versions of a campaign the page already holds (the login answer carries them), so its
   * first load skips GET /api/remotes. What is already known or asked for stays.
   */
  function knowRemotes(campaignId: MapOf, remotes: RemotesResponse): void {
    const key = mapKey(campaignId);
    if (!remotesByCampaign.has(key)) remotesByCampaign.set(key, Promise.resolve(remotes));
  }

  /** Forgets what is known of the campaign's versions and of the remote: Retry starts over. */
  function forget(remote: RemoteName, campaignId: MapOf): void {
    remotesByCampaign.delete(mapKey(campaignId));
    loaded.delete(remote);
  }

  return { load, loadPrefetch, loadView, knowRemotes, forget, remotes: campaignRemotes };
}

export type AreaLoader = ReturnType<typeof createAreaLoader>;
