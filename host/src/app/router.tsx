import { Loading } from '@skillup/shared/ui';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../login';
import { loadAreas, loadSession } from './privatePages';
import { loadQueryLayout } from './signInModules';
import { warmPrivatePages } from './warmPages';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

/**
 * docs/behaviour.md §2.1. The router itself loads on demand: /login, opened by the browser, runs
 * without it (host/src/index.tsx), and everything after it loads on demand too, so the login
 * page downloads nothing it does not render. The host keeps the public routes, its own
 * pages and one splat, `/*`: below it, the areas the server's remote map declares are mounted
 * on the paths they declare, without the host naming any of them, and each declares its own
 * pages and says Not found for a path it has no page for (docs/remotes.md). So an unknown
 * path asks for a session first.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <Loading />,
    children: [
      { path: '/login', element: <LoginPage warmPages={warmPrivatePages} /> },
      {
        lazy: async () => ({ Component: (await loadQueryLayout()).QueryLayout }),
        children: [
          { path: '/reset', lazy: async () => ({ Component: (await import('../reset')).ResetPage }) },
          { path: '/privacy', lazy: async () => ({ Component: (await import('../privacy')).PrivacyPage }) },
          {
            path: '/new_password/:token/:email',
            lazy: async () => ({ Component: (await import('../new-password')).NewPasswordPage }),
          },
          // docs/behaviour.md §2.1: a reset link without its token or its e-mail leads to /login.
          { path: '/new_password/*', element: <Navigate to="/login" replace /> },
          { path: '/sso/error', lazy: async () => ({ Component: (await import('../sso')).SsoErrorPage }) },
          { path: '/sso/logout', lazy: async () => ({ Component: (await import('../sso')).SsoLogoutPage }) },
          { path: '/sso/:slug', lazy: async () => ({ Component: (await import('../sso')).SsoStartPage }) },
          {
            lazy: async () => ({ Component: (await loadSession()).PrivateLayout }),
            children: [
              {
                path: '/select-campaign',
                lazy: async () => ({ Component: (await import('../campaigns')).SelectCampaignPage }),
              },
              { path: '/account', lazy: async () => ({ Component: (await import('../account')).AccountPage }) },
              // The areas remotes declare: those that need no campaign first, then the campaign's and its theme's home.
              { path: '/*', lazy: async () => ({ Component: (await loadAreas()).MountedAreas }) },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
