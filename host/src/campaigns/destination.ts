import type { Location } from 'react-router-dom';

/** What a redirect to /login remembers: the page the user asked for. */
export interface FromState {
  from?: Pick<Location, 'pathname' | 'search'>;
}

/** SPEC §2.1: after login or consent, the page first asked for (never /login itself), else home. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from || from.pathname === '/login') return '/';
  return `${from.pathname}${from.search ?? ''}`;
}
