import { selectedCampaignQuery, sessionUserAtom } from '@skillup/shared';
import { aCampaign, aUser, fakeApi, renderWithStore, type FakeRoute } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import App from '../App';

export const CAMPAIGN = 3;
export const USER = 7;

/** The area at `path` as the host mounts it, for user USER in campaign CAMPAIGN, its calls answered by `routes`. */
export function renderArea(
  path: string,
  routes: Record<string, FakeRoute>,
): { api: ReturnType<typeof fakeApi>; router: ReturnType<typeof createMemoryRouter> } {
  const api = fakeApi(routes);
  const store = createStore();
  store.set(sessionUserAtom, aUser({ id: USER }));
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/skillup-360/*', element: <App /> },
    ],
    { initialEntries: [path] },
  );
  const campaign = aCampaign({ id: CAMPAIGN, is360: true, dateStart: '2026-01-01T00:00:00Z', dateEnd: '2099-06-30T17:00:00Z' });
  renderWithStore(<RouterProvider router={router} />, { store, cached: [[selectedCampaignQuery.queryKey, campaign]] });
  return { api, router };
}
