import { createQueryClient } from '@skillup/shared/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

/**
 * The page's one cache of server data, for every page after the login form. It is created
 * here, in a route loaded on demand, so that /login downloads no query library. The cache
 * is emptied whenever a session ends (useEndSession, sessionExpiry), so the next person to
 * sign in on this device is never shown the last one's data.
 */
export const queryClient = createQueryClient();

export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
