import { loadAreas, loadSession } from './privatePages';
import { loadAreaPrefetch, loadAreaShared, loadAreaSignIn, loadHomeQueries, loadQueryLayout, loadSessionCache } from './signInModules';

/** Starts each load; a failure is left for the router or the area to meet and show. */
export const warm = (loads: (() => Promise<unknown>)[]) => {
  for (const load of loads) load().catch(() => undefined);
};

/**
 * The code of the pages a sign-in leads to, asked for once the login form is being filled in
 * and again as it is sent (docs/performance.md): it downloads while the user types and the
 * login call is in flight rather than after its answer, and never with the login page itself.
 * The router and the areas load the same modules through the same loaders, so nothing is
 * fetched twice; a failure is left for them to meet and show. The login page is given what to
 * warm by whoever shows it (login/loginNavigation.ts): the one the browser opened warms the
 * router first (LoginApp.tsx), which leads back to the login page and so cannot be its import.
 */
export function warmPrivatePages(): void {
  warm([loadAreaSignIn, loadSessionCache, loadAreaPrefetch, loadHomeQueries, loadQueryLayout, loadSession, loadAreas, loadAreaShared]);
}
