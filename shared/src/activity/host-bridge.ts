import {
  ACTIVITY_CHANNEL,
  ACTIVITY_ERRORS,
  type ActivityError,
  type ActivityMethod,
  type ActivityMethods,
  type ActivityResponse,
  type ActivitySaveStatusEvent,
} from './protocol';
import type { SaveStatus } from '../queue/saveStatus';
import { isKnownMethod, validateParams } from './validate';

/** What the host does for each call of the test-support API; parameters arrive validated. */
export type ActivityHandlers = {
  [M in ActivityMethod]: (params: ActivityMethods[M]['params']) => Promise<ActivityMethods[M]['result']>;
};

const errorOf = (error: unknown): ActivityError => {
  if (error instanceof Error && error.message) {
    const code = (error as { code?: unknown }).code;
    return { code: typeof code === 'string' ? code : 'handler_error', message: error.message };
  }
  if (typeof error === 'string' && error) return { code: 'handler_error', message: error };
  return { code: 'handler_error', message: ACTIVITY_ERRORS.handlerFailed };
};

export interface ActivityFrameOptions {
  /** The page's save status: once init has succeeded, every change is told to the frame. */
  saveStatus?: (listener: (status: SaveStatus) => void) => () => void;
}

/**
 * The origin the frame's messages carry. A frame sandboxed without allow-same-origin (how
 * activities run, docs/security.md) has an opaque origin, which messages name 'null'; its
 * window is then what tells it apart, and answers can only be addressed to '*'.
 */
function frameOrigin(frame: HTMLIFrameElement, host: Window): string {
  const sandbox = frame.getAttribute('sandbox');
  if (sandbox !== null && !sandbox.split(/\s+/).includes('allow-same-origin')) return 'null';
  return new URL(frame.src, host.location.href).origin;
}

/**
 * The host end of the test-support API for one activity frame. Only messages from this
 * frame's window and from the origin its page runs in are read; every other message is ignored.
 * A call is answered to the frame only, after its parameters pass the rules of docs/behaviour.md §5 and,
 * except for init, after init has succeeded on this connection. Returns the disconnect.
 */
export function connectActivityFrame(frame: HTMLIFrameElement, handlers: ActivityHandlers, options: ActivityFrameOptions = {}): () => void {
  const host = frame.ownerDocument.defaultView ?? window;
  const origin = frameOrigin(frame, host);
  let initialised = false;
  let stopStatus: (() => void) | null = null;

  const reply = (response: ActivityResponse | ActivitySaveStatusEvent) => {
    // The frame may have gone or navigated away; a known origin is checked by postMessage itself.
    frame.contentWindow?.postMessage(response, origin === 'null' ? '*' : origin);
  };

  const fail = (id: number, error: ActivityError) => reply({ channel: ACTIVITY_CHANNEL, id, ok: false, error });

  async function handle(id: number, method: ActivityMethod, rawParams: unknown) {
    if (method !== 'init' && !initialised) {
      fail(id, { code: 'not_initialised', message: ACTIVITY_ERRORS.notInitialised });
      return;
    }
    const checked = validateParams(method, rawParams);
    if (!checked.ok) {
      fail(id, checked.error);
      return;
    }
    try {
      const handler = handlers[method] as (params: unknown) => Promise<unknown>;
      const result = await handler(checked.params);
      if (method === 'init') initialised = true;
      reply({ channel: ACTIVITY_CHANNEL, id, ok: true, result } as ActivityResponse);
      if (method === 'init' && options.saveStatus && !stopStatus) {
        stopStatus = options.saveStatus((status) => reply({ channel: ACTIVITY_CHANNEL, event: 'saveStatus', status }));
      }
    } catch (error) {
      fail(id, errorOf(error));
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source === null || event.source !== frame.contentWindow) return;
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null) return;
    const message = data as Record<string, unknown>;
    if (message.channel !== ACTIVITY_CHANNEL) return;
    // Without a usable id the answer could not be matched to a call: nothing to reply to.
    if (typeof message.id !== 'number' || !Number.isSafeInteger(message.id)) return;
    if (!isKnownMethod(message.method)) {
      fail(message.id, {
        code: 'unknown_method',
        message: `${ACTIVITY_ERRORS.unknownMethod}: ${String(message.method)}`,
      });
      return;
    }
    void handle(message.id, message.method, message.params);
  };

  host.addEventListener('message', onMessage);
  return () => {
    host.removeEventListener('message', onMessage);
    stopStatus?.();
    stopStatus = null;
  };
}
