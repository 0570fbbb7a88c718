/**
 * jsdom's postMessage sets neither `origin` nor `source` and drops cross-origin targets
 * silently; these helpers deliver messages the way a browser does, so the origin and
 * source checks of both ends are exercised for real.
 */
export const ACTIVITY_URL = 'http://localhost/tests/in-basket/index.html';

export function dispatchMessage(target: Window, data: unknown, from: { origin: string; source: Window | null }) {
  const copy: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
  const Event = (target as unknown as { MessageEvent: typeof MessageEvent }).MessageEvent;
  target.dispatchEvent(new Event('message', { data: copy, origin: from.origin, source: from.source }));
}

/** Messages posted to `target` arrive as sent by `sender`, when targetOrigin allows it. */
function routeFrom(target: Window, sender: Window, log: unknown[]) {
  target.postMessage = ((data: unknown, targetOrigin: string) => {
    if (targetOrigin !== '*' && targetOrigin !== target.location.origin) return;
    log.push(data);
    setTimeout(() => dispatchMessage(target, data, { origin: sender.location.origin, source: sender }), 0);
  }) as Window['postMessage'];
}

export interface FramePair {
  frame: HTMLIFrameElement;
  child: Window;
  /** Everything posted to the host window (requests). */
  toHost: unknown[];
  /** Everything posted to the frame (answers). */
  toFrame: unknown[];
  remove(): void;
}

/** An iframe of the same origin as the test page whose parent is the test page. */
export function createFramePair(src = ACTIVITY_URL): FramePair {
  const frame = document.createElement('iframe');
  frame.src = src;
  document.body.appendChild(frame);
  const child = frame.contentWindow as Window;
  const toHost: unknown[] = [];
  const toFrame: unknown[] = [];
  const hostPost = window.postMessage;
  routeFrom(window, child, toHost);
  routeFrom(child, window, toFrame);
  return {
    frame,
    child,
    toHost,
    toFrame,
    remove() {
      window.postMessage = hostPost;
      frame.remove();
    },
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 5));
