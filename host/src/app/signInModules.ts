/**
 * What a sign-in and the first screen after it load on demand (docs/performance.md): the
 * login asks for them early and the router for its routes, through these same loaders, so
 * both always mean the same chunks. None of these modules leads back to the login page or the
 * router, which is what lets the login import them.
 */
export const loadQueryLayout = () => import('./QueryLayout');
/** The queries every home starts with, asked for beside the area while the campaign is entered. */
export const loadHomeQueries = () => import('@skillup/shared/query');
/** What a login keeps of the areas it answered with (docs/remotes.md). */
export const loadAreaSignIn = () => import('../areas/signIn');
/** Where the login and a campaign's entry keep what they answered for the pages after them. */
export const loadSessionCache = () => import('../session/sessionCache');
/** The area loader alone, without the areas' components: what a login starts the home area with. */
export const loadAreaPrefetch = () => import('../remotes/prefetch');
/**
 * `@skillup/shared` whole, as the host provides it to the remotes: the host imports it by
 * folder, so the parts only the areas use (the activity bridge, the task rules, the
 * rest of the contract's schemas) load with the first area unless asked for here.
 */
export const loadAreaShared = () => import('@skillup/shared');
