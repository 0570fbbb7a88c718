import { renderWithStore } from '@skillup/shared/testing';
import type { AppStore } from '@skillup/shared/state';
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
 */
export function renderRoute(
  element: ReactElement,
  { path, url = path, state, store }: { path: string; url?: string; state?: unknown; store?: AppStore },
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
    store ? { store } : {},
  );
  return { ...result, probe: probe as RouteProbe };
}
