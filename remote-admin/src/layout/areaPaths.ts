import { createContext, useContext, useMemo } from 'react';

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
