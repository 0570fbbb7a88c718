import { renderWithStore } from '@skillup/shared/testing';
import type { AppStore } from '@skillup/shared/state';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';

/** Where the page under test sent the browser, and a way to move it. */
export interface RouteProbe {
  location: Location;
  navigate: NavigateFunction;
}

function Spy({ probe }: { probe: Partial<RouteProbe> }) {
  probe.location = useLocation();
  probe.navigate = useNavigate();
  return null;
}

/**
 * Renders `element` at `path` (a route pattern) opened on `url`, inside the app's providers;
 * every other location renders nothing, so tests read where the page navigated from `probe`.
 * The server data the page finds in the cache, as the login leaves it, may be given in `cached`.
 */
export function renderRoute(
  element: ReactElement,
  {
    path,
    url = path,
    state,
    store,
    cached,
  }: { path: string; url?: string; state?: unknown; store?: AppStore; cached?: ReadonlyArray<readonly [QueryKey, unknown]> },
) {
  const probe: Partial<RouteProbe> = {};
  const result = renderWithStore(
    <MemoryRouter initialEntries={[{ pathname: url, state }]}>
      <Spy probe={probe} />
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
    { ...(store ? { store } : {}), ...(cached ? { cached } : {}) },
  );
  return { ...result, probe: probe as RouteProbe };
}
