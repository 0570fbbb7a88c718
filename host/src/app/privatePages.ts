/** The pages behind a session, loaded on demand by the router and warmed by the login page (warmPages.ts). */
export const loadSession = () => import('../session');
export const loadAreas = () => import('../remotes');
