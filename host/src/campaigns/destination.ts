import type { Location } from 'react-router';

/** What a redirect to /login remembers: the page the user asked for. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search'>;
}

/** Pages that lead on to the one first asked for: never a destination themselves. */
const STEPS_BEFORE = ['/login', '/privacy'];

/** docs/behaviour.md §2.1: after login or consent, the page first asked for (never /login itself), else home. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || STEPS_BEFORE.includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}`;
}
