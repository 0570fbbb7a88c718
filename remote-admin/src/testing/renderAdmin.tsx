import { sessionUserAtom } from '@skillup/shared';
import { aUser, fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

interface RenderOptions {
  path: string;
  role?: string;
  /** "METHOD /path" → answer. */
  routes?: Record<string, FakeRoute>;
}

type Rendered = ReturnType<typeof renderWithStore> & { api: ReturnType<typeof fakeApi> };

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

/**
 * One page of the area at `path`, matched by `route` as the area's routes would, for a
 * signed-in user of `role`, with the API answering `routes`.
 */
export function renderPage(page: ReactElement, { path, route, role = 'admin', routes = {} }: RenderOptions & { route: string }): Rendered {
  const api = fakeApi(routes);
  const store = createStore();
  store.set(sessionUserAtom, aUser({ role: { name: role } }));
  const view = renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <Address />
    </MemoryRouter>,
    { store },
  );
  return { ...view, api };
}

/** The area as the host mounts it, at /admin/*. */
export function renderAdmin({ path = '/admin', ...options }: Partial<RenderOptions> = {}): Rendered {
  return renderPage(<App />, { path, route: '/admin/*', ...options });
}
