import type { AssessedOutcome, Outcome, Sample, TestStatus, TestSyncData } from '../api/contract';
import {
  ACTIVITY_CHANNEL,
  ACTIVITY_ERRORS,
  UNTIMED_METHODS,
  type ActivityContext,
  type ActivityError,
  type ActivityMethod,
  type ActivityMethods,
  type ActivityRequest,
} from './protocol';
import { validateParams } from './validate';
import { parseSaveStatus, type SaveStatus } from '../queue/saveStatus';

/** An API call the host refused or could not answer; `code` tells the kind (see ACTIVITY_ERRORS). */
export class ActivityCallError extends Error {
  readonly code: string;
  constructor({ code, message }: ActivityError) {
    super(message);
    this.name = 'ActivityCallError';
    this.code = code;
  }
}

/** Ids as numbers or as the strings an activity reads from its URL query. */
export interface SkillupInitParams {
  campaignId: number | string | null | undefined;
  testId: number | string | null | undefined;
  userId: number | string | null | undefined;
}

/** The test-support API as an activity page sees it (docs/behaviour.md §5, §7.5). */
export interface SkillupApi {
  init(params: SkillupInitParams): Promise<ActivityContext>;
  getSync(): Promise<TestSyncData>;
  setStatus(status: TestStatus): Promise<{ version: number }>;
  setData(data: string): Promise<{ version: number }>;
  trackOutcomes(values: Outcome[]): Promise<{ version: number }>;
  rpc<T = unknown>(action: string, data?: unknown): Promise<T>;
  getSamples(): Promise<Sample[]>;
  getAssessedOutcomes(): Promise<AssessedOutcome[]>;
  setAssessedOutcomes(userId: number, values: Outcome[]): Promise<{ status: true }>;
  getAssessedStore(userId: number): Promise<TestSyncData>;
  confirm(title: string, text: string): Promise<boolean>;
  exit(): Promise<{ status: true }>;
  /**
   * Hears where the work is, as the host's queue says (docs/queue.md §9): the last status
   * at once when there is one, then every change. Returns the way to stop listening.
   */
  onSaveStatus(listener: (status: SaveStatus) => void): () => void;
}

export interface SkillupApiOptions {
  /** The activity's own window; its parent is the host. */
  window?: Window;
  /** How long a call waits for the host's answer (dialogs wait for the person instead). */
  timeoutMs?: number;
  /** The app's origin; by default the `origin` of the page's query, else the page's own. */
  appOrigin?: string;
}

/**
 * The app names its origin in the frame's query (docs/security.md); the activities' server
 * lets only that origin frame them. A page of the app's own origin (tests) needs none.
 */
function appOriginOf(win: Window): string | null {
  const named = new URLSearchParams(win.location.search).get('origin');
  if (named) {
    let url: URL | null;
    try {
      url = new URL(named);
    } catch {
      url = null;
    }
    return url && (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === named ? named : null;
  }
  return win.location.origin === 'null' ? null : win.location.origin;
}

export const DEFAULT_ACTIVITY_TIMEOUT_MS = 30_000;

/** A query value such as "12" becomes 12; anything that is not a whole number stays invalid. */
const toId = (value: SkillupInitParams[keyof SkillupInitParams]): unknown =>
  typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;

interface Pending {
  method: ActivityMethod;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The frame end of the test-support API: each call is one postMessage to the parent,
 * addressed to the app's origin only, answered by id. Only answers from the parent window
 * and that origin count.
 */
export function createSkillupApi(options: SkillupApiOptions = {}): SkillupApi {
  const win = options.window ?? window;
  const timeoutMs = options.timeoutMs ?? DEFAULT_ACTIVITY_TIMEOUT_MS;
  const origin = options.appOrigin ?? appOriginOf(win);
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let initialised = false;
  const statusListeners = new Set<(status: SaveStatus) => void>();
  let lastStatus: SaveStatus | null = null;

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== origin) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const message = data as Record<string, unknown>;
    if (message.channel === ACTIVITY_CHANNEL && message.event === 'saveStatus') {
      const status = parseSaveStatus(message.status);
      if (!status) return;
      lastStatus = status;
      for (const listener of statusListeners) listener(status);
      return;
    }
    if (message.channel !== ACTIVITY_CHANNEL || typeof message.id !== 'number') return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (call.timer !== undefined) clearTimeout(call.timer);
    if (message.ok === true) {
      call.resolve(message.result);
    } else {
      const error = message.error as Partial<ActivityError> | undefined;
      call.reject(
        new ActivityCallError({
          code: typeof error?.code === 'string' ? error.code : 'host_error',
          message: typeof error?.message === 'string' ? error.message : ACTIVITY_ERRORS.handlerFailed,
        }),
      );
    }
  });

  function send<M extends ActivityMethod>(method: M, rawParams: unknown): Promise<ActivityMethods[M]['result']> {
    if (method !== 'init' && !initialised) {
      return Promise.reject(new ActivityCallError({ code: 'not_initialised', message: ACTIVITY_ERRORS.notInitialised }));
    }
    const checked = validateParams(method, rawParams);
    if (!checked.ok) return Promise.reject(new ActivityCallError(checked.error));
    if (win.parent === win || origin === null) {
      return Promise.reject(new ActivityCallError({ code: 'not_framed', message: ACTIVITY_ERRORS.notFramed }));
    }
    const id = nextId++;
    const request: ActivityRequest<M> = { channel: ACTIVITY_CHANNEL, id, method, params: checked.params };
    return new Promise((resolve, reject) => {
      const timer = UNTIMED_METHODS.includes(method)
        ? undefined
        : setTimeout(() => {
            pending.delete(id);
            reject(
              new ActivityCallError({
                code: 'timeout',
                message: `Skillup API call '${method}' got no answer from the host within ${timeoutMs} ms`,
              }),
            );
          }, timeoutMs);
      pending.set(id, { method, resolve: resolve as (r: unknown) => void, reject, timer });
      win.parent.postMessage(request, origin);
    });
  }

  return {
    async init(params) {
      const context = await send('init', {
        campaignId: toId(params?.campaignId),
        testId: toId(params?.testId),
        userId: toId(params?.userId),
      });
      initialised = true;
      return context;
    },
    getSync: () => send('getSync', undefined),
    setStatus: (status) => send('setStatus', { status }),
    setData: (data) => send('setData', { data }),
    trackOutcomes: (values) => send('trackOutcomes', { values }),
    rpc: <T>(action: string, data?: unknown) => send('rpc', data === undefined ? { action } : { action, data }) as Promise<T>,
    getSamples: () => send('getSamples', undefined),
    getAssessedOutcomes: () => send('getAssessedOutcomes', undefined),
    setAssessedOutcomes: (userId, values) => send('setAssessedOutcomes', { userId, values }),
    getAssessedStore: (userId) => send('getAssessedStore', { userId }),
    confirm: (title, text) => send('confirm', { title, text }),
    exit: () => send('exit', undefined),
    onSaveStatus(listener) {
      statusListeners.add(listener);
      if (lastStatus) listener(lastStatus);
      return () => statusListeners.delete(listener);
    },
  };
}
