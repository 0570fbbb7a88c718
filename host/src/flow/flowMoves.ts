/**
 * docs/behaviour.md §2.16: the moves that keep a flow going (from → to). The data a screen hands on
 * to the next (the chosen test, the evaluated person) survives only along these.
 */
export const FLOW_MOVES: Readonly<Record<string, readonly string[]>> = {
  '/': ['/start', '/test', '/skillup-360'],
  '/tests': ['/start'],
  '/start': ['/test', '/tests', '/'],
  '/test': ['/', '/tests', '/skillup-360'],
  '/skillup-360': ['/skillup-360/:token', '/'],
  '/skillup-360/:token': ['/skillup-360'],
};

/** The route a location belongs to in the map: the 360 questionnaire carries a token. */
export function flowRoute(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return /^\/skillup-360\/[^/]+$/.test(path) ? '/skillup-360/:token' : path;
}

/** Whether going from one location to the other keeps the flow; staying put always does. */
export function keepsFlow(from: string, to: string, moves: Readonly<Record<string, readonly string[]>> = FLOW_MOVES): boolean {
  const a = flowRoute(from);
  const b = flowRoute(to);
  return a === b || (moves[a]?.includes(b) ?? false);
}
