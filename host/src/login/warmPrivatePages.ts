import {
  loadApp,
  loadAreaPrefetch,
  loadAreaShared,
  loadAreaSignIn,
  loadAreas,
  loadHomeQueries,
  loadQueryLayout,
  loadSession,
} from '../app/privatePages';

/**
 * The code of the pages a sign-in leads to, asked for once the form is being filled in and
 * again as it is sent (docs/performance.md): it downloads while the user types and the login
 * call is in flight rather than after its answer, and never with the login page itself. The
 * router comes first: the login page the browser opened runs without it. The router and the
 * areas load the same modules through the same loaders, so nothing is fetched twice; a
 * failure is left for them to meet and show.
 */
export function warmPrivatePages(): void {
  for (const load of [loadApp, loadAreaSignIn, loadAreaPrefetch, loadHomeQueries, loadQueryLayout, loadSession, loadAreas, loadAreaShared])
    load().catch(() => undefined);
}
