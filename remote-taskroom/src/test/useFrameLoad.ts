import { useEffect, useState, type RefObject } from 'react';

/** docs/behaviour.md §9: how long a frame has to show an activity. */
export const FRAME_LOAD_CHECK_MS = 6000;

export type FrameLoad = 'loading' | 'ready' | 'failed';

/**
 * docs/behaviour.md §2.9, §5: loading until the frame shows an activity; failed on a load error, or
 * when 6 s after it started the frame's page has not spoken. The frame runs in an origin of its
 * own (docs/security.md), so its document cannot be read: an activity is a page that calls the
 * test-support API, which every activity does first. A failure is final.
 */
export function useFrameLoad(frameRef: RefObject<HTMLIFrameElement | null>, src: string): FrameLoad {
  const [state, setState] = useState<FrameLoad>('loading');

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setState('loading');
    const host = frame.ownerDocument.defaultView ?? window;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== null && event.source === frame.contentWindow) {
        setState((previous) => (previous === 'loading' ? 'ready' : previous));
      }
    };
    const onError = () => setState('failed');
    const timer = setTimeout(() => setState((previous) => (previous === 'loading' ? 'failed' : previous)), FRAME_LOAD_CHECK_MS);
    host.addEventListener('message', onMessage);
    frame.addEventListener('error', onError);
    return () => {
      clearTimeout(timer);
      host.removeEventListener('message', onMessage);
      frame.removeEventListener('error', onError);
    };
  }, [frameRef, src]);

  return state;
}
