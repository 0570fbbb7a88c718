import { OtherPagesContext } from '@skillup/shared/routing';
import type { ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { matchArea, type DeclaredArea } from '../areas/declaredAreas';
import { RemoteArea } from './RemoteArea';

interface Props {
  /** The areas that may be mounted here, as their remotes declare them. */
  areas: DeclaredArea[];
  /** Whether they come from the map without a campaign, rather than the selected campaign's. */
  outsideCampaign: boolean;
  /** What the address shows when no area is mounted on it. */
  children: ReactNode;
}

/**
 * The one mount of every declared area (docs/remotes.md): the area whose path the address is
 * on, rendered below a route of that path, so that the pages it declares are relative to it;
 * otherwise `children`. An address below the area that it declares no page for is Not found.
 */
export function AreaRoutes({ areas, outsideCampaign, children }: Props) {
  const { pathname } = useLocation();
  const mounted = matchArea(areas, pathname);
  if (!mounted) return children;
  return (
    <Routes>
      <Route
        path={`${mounted.area.path}/*`}
        element={
          <OtherPagesContext.Provider value={null}>
            <RemoteArea remote={mounted.remote} outsideCampaign={outsideCampaign} />
          </OtherPagesContext.Provider>
        }
      />
    </Routes>
  );
}
