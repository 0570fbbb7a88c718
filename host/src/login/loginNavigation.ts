import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** Where the login page was opened: what it reads of its address and of the navigation state. */
export interface LoginLocation {
  search: string;
  state: unknown;
}

export type LoginTarget = string | { pathname: string; search?: string };

export interface LoginNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type LoginLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; ref?: Ref<HTMLAnchorElement> };

/**
 * What the login page needs of the router and the app, given either by the router itself (the page
 * reached inside the app) or, when the browser opened /login, by the page alone: the router is
 * then not loaded until the page leads somewhere else (docs/performance.md, "What the login
 * page loads").
 */
export interface LoginNavigation {
  location: LoginLocation;
  navigate(to: LoginTarget, options?: LoginNavigateOptions): void;
  Link: ComponentType<LoginLinkProps>;
  /**
   * Starts downloading the pages a sign-in leads to (app/warmPages.ts), and the router too
   * when the login page runs without it: given by whoever shows the page, since the router
   * leads back to it.
   */
  warmPages(): void;
}

export const LoginNavigationContext = createContext<LoginNavigation | null>(null);

export function useLoginNavigation(): LoginNavigation {
  const navigation = useContext(LoginNavigationContext);
  if (!navigation) throw new Error('the login page needs a LoginNavigationContext');
  return navigation;
}

/** The login page's own address, as the router matches it (case and a trailing slash aside). */
export function isLoginPath(pathname: string): boolean {
  return /^\/login\/?$/i.test(pathname);
}
