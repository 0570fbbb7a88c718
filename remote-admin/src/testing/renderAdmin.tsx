import { sessionUserAtom } from '@skillup/shared';
import { aUser, fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import App from '../App';

/** What a suite reads of the fake server: the requests it answered, and how to put the real client back. */
interface FakeServer {
  requests: readonly { method: string; url: string; body: unknown }[];
  restore(): void;
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

/**
 * The area as the host mounts it, at /admin/*, for a signed-in user of the given role, with
 * the API answering `routes` ("METHOD /path" → answer).
 */
export function renderAdmin({
  path = '/admin',
  role = 'admin',
  routes = {},
}: { path?: string; role?: string; routes?: Record<string, FakeRoute> } = {}) {
  const api = fakeApi(routes);
  const store = createStore();
  store.set(sessionUserAtom, aUser({ role: { name: role } }));
  const view = renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<App />} />
      </Routes>
      <Address />
    </MemoryRouter>,
    { store },
  );
  const server: FakeServer = api;
  return { ...view, api: server };
}
