/**
 * The modules on the way from a sign-in to home, each loaded on demand: the router loads them
 * for its routes, and the login asks for them early (docs/performance.md) through these same
 * loaders, so both always mean the same chunks.
 */
export const loadQueryLayout = () => import('./QueryLayout');
export const loadSession = () => import('../session');
export const loadAreas = () => import('../remotes');
