/**
 * The modules on the way from a sign-in to home, each loaded on demand: the router loads them
 * for its routes, and the login asks for them early (docs/performance.md) through these same
 * loaders, so both always mean the same chunks.
 */
export const loadQueryLayout = () => import('./QueryLayout');
/** The queries every home starts with, asked for beside the area while the campaign is entered. */
export const loadHomeQueries = () => import('@skillup/shared/query');
/** The router and the app around every page but the login page opened by the browser. */
export const loadApp = () => import('./startApp');
export const loadSession = () => import('../session');
export const loadAreas = () => import('../remotes');
/** What a login keeps of the areas it answered with (docs/remotes.md). */
export const loadAreaSignIn = () => import('../areas/signIn');
/** The area loader alone, without the areas' components: what a login starts the home area with. */
export const loadAreaPrefetch = () => import('../remotes/prefetch');
/**
 * `@skillup/shared` whole, as the host provides it to the remotes: the host imports it by
 * folder, so the parts only the areas use (the activity bridge, the task rules, the
 * rest of the contract's schemas) load with the first area unless asked for here.
 */
export const loadAreaShared = () => import('@skillup/shared');
