import { createContext, useContext, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

/** Where the host mounted the area (`/admin`), as the area's layout resolves it. */
export const AreaRootContext = createContext('/');

/** The addresses of the area's pages, absolute, wherever the host mounts the area. */
export function areaPaths(root: string) {
  const base = root.replace(/\/+$/, '');
  return {
    home: base || '/',
    newCampaign: `${base}/campaigns/new`,
    campaign: (id: number, tab?: string) => `${base}/campaigns/${id}${tab ? `/${tab}` : ''}`,
  };
}

export function useAreaPaths() {
  const root = useContext(AreaRootContext);
  return useMemo(() => areaPaths(root), [root]);
}

/**
 * The address the host mounted the area on, read where the area's routes begin: the host's
 * splat (`/admin/*`) holds the rest of the address. A relative '.' would not do: below a splat
 * it resolves to the whole address.
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const root = rest && pathname.endsWith(rest) ? pathname.slice(0, pathname.length - rest.length) : pathname;
  return root.replace(/\/+$/, '') || '/';
}
