/** The router and the app around every page but the login page opened by the browser. */
export const loadApp = () => import('./startApp');
