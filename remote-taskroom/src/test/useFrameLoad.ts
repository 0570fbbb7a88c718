import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** SPEC §9: how long a frame has before its title is checked. */
export const FRAME_LOAD_CHECK_MS = 6000;

export type FrameLoad = 'loading' | 'ready' | 'failed';

/** SPEC §5: a page titled nothing or '403 Forbidden' is not an activity. */
function hasActivity(frame: HTMLIFrameElement | null): boolean {
  let title: string | undefined;
  try {
    title = frame?.contentDocument?.title.trim();
  } catch {
    return false;
  }
  return Boolean(title) && title !== '403 Forbidden';
}

/**
 * SPEC §2.9, §5: loading until the frame shows an activity; failed on a load error, or
 * when 6 s after it started the frame still holds no titled page.
 */
export function useFrameLoad(frameRef: RefObject<HTMLIFrameElement | null>, src: string) {
  const [state, setState] = useState<FrameLoad>('loading');
  const settled = useRef(false);
  const settle = useCallback((next: FrameLoad) => {
    if (settled.current) return;
    settled.current = next === 'failed';
    setState(next);
  }, []);

  useEffect(() => {
    settled.current = false;
    setState('loading');
    const timer = setTimeout(() => settle(hasActivity(frameRef.current) ? 'ready' : 'failed'), FRAME_LOAD_CHECK_MS);
    return () => clearTimeout(timer);
  }, [frameRef, src, settle]);

  const onLoad = useCallback(() => {
    if (hasActivity(frameRef.current)) settle('ready');
  }, [frameRef, settle]);
  const onError = useCallback(() => settle('failed'), [settle]);

  return { state, onLoad, onError };
}
