// The demo personas the benchmarks sign in as (docs/demo.md), and where each remote's area opens.

export const DEMO_PASSWORD = 'Skillup-2026';

/** One persona a remote, on the page that shows its area. */
export const REMOTE_AREAS = [
  { remote: 'taskroom', persona: 'luca.ferri', path: '/' },
  { remote: 'calendar', persona: 'giulia.verdi', path: '/' },
  { remote: 'challenge', persona: 'paolo.neri', path: '/' },
  { remote: '360', persona: 'luca.ferri', path: '/skillup-360' },
  { remote: 'report', persona: 'luca.ferri', path: '/report' },
];
