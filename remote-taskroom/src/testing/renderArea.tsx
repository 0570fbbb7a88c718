import { currentTestAtom, isMobileAtom, selectedCampaignQuery, sessionUserAtom } from '@skillup/shared';
import type { User, UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { aCampaign, aUser, fakeApi, renderWithStore } from '@skillup/shared/testing';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import App from '../App';
import { isLegacyBrowserAtom } from '../tasks/legacyBrowserAtom';

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

export interface AreaSetup {
  path?: string;
  user?: User;
  campaign?: UserCampaign;
  tests?: UserTest[];
  current?: UserTest | null;
  mobile?: boolean;
  legacyBrowser?: boolean;
  wrap?(area: ReactNode): ReactNode;
}

type RenderedArea = ReturnType<typeof renderWithStore> & {
  api: ReturnType<typeof fakeApi>;
  router: ReturnType<typeof createMemoryRouter>;
  store: ReturnType<typeof createStore>;
};

/**
 * The area as the host mounts it: on the splat of the theme's home, beside the 360's splat,
 * which renders a marker instead; the API answering `tests`, the shared store preset and the
 * campaign entered in the query cache.
 */
export function renderArea({
  path = '/',
  user = aUser({ firstName: 'Marco' }),
  campaign = aCampaign({ id: 42 }),
  tests = [],
  current = null,
  mobile = false,
  legacyBrowser = false,
  wrap = (area) => area,
}: AreaSetup = {}): RenderedArea {
  const api = fakeApi({ [`GET /usercampaign/${campaign.id}/usertests`]: { status: 200, data: { status: true, usertests: tests } } });
  const store = createStore();
  store.set(sessionUserAtom, user);
  store.set(isMobileAtom, mobile);
  store.set(isLegacyBrowserAtom, legacyBrowser);
  store.set(currentTestAtom, current);
  const area = wrap(<App />);
  const router = createMemoryRouter(
    [
      { path: '/skillup-360/*', element: <Elsewhere /> },
      { path: '/*', element: area },
    ],
    { initialEntries: [path] },
  );
  const view = renderWithStore(<RouterProvider router={router} />, { store, cached: [[selectedCampaignQuery.queryKey, campaign]] });
  return { ...view, api, router, store };
}
