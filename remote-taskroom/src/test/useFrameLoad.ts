import { useEffect, useState, type RefObject } from 'react';

/** docs/behaviour.md §9: how long a frame has before its title is checked. */
export const FRAME_LOAD_CHECK_MS = 6000;

export type FrameLoad = 'loading' | 'ready' | 'failed';

/** docs/behaviour.md §5: a page titled nothing or '403 Forbidden' is not an activity. */
function hasActivity(frame: HTMLIFrameElement): boolean {
  let title: string | undefined;
  try {
    title = frame.contentDocument?.title.trim();
  } catch {
    return false;
  }
  return Boolean(title) && title !== '403 Forbidden';
}

/**
 * docs/behaviour.md §2.9, §5: loading until the frame shows an activity; failed on a load error, or
 * when 6 s after it started the frame still holds no titled page. A failure is final.
 */
export function useFrameLoad(frameRef: RefObject<HTMLIFrameElement | null>, src: string): FrameLoad {
  const [state, setState] = useState<FrameLoad>('loading');

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    setState('loading');
    const settle = (next: FrameLoad) => setState((previous) => (previous === 'failed' ? previous : next));
    const onLoad = () => {
      if (hasActivity(frame)) settle('ready');
    };
    const onError = () => settle('failed');
    const timer = setTimeout(() => settle(hasActivity(frame) ? 'ready' : 'failed'), FRAME_LOAD_CHECK_MS);
    frame.addEventListener('load', onLoad);
    frame.addEventListener('error', onError);
    return () => {
      clearTimeout(timer);
      frame.removeEventListener('load', onLoad);
      frame.removeEventListener('error', onError);
    };
  }, [frameRef, src]);

  return state;
}
