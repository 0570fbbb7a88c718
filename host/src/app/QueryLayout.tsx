import { sessionUserAtom } from '@skillup/shared';
import { createQueryClient } from '@skillup/shared/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';

/**
 * The page's one cache of server data, for every page after the login form. It is created
 * here, in a route loaded on demand, so that /login downloads no query library.
 */
export const queryClient = createQueryClient();

export function QueryLayout() {
  const userId = useAtomValue(sessionUserAtom)?.id;
  // The next person to sign in on this device must never be shown the last one's data.
  useEffect(() => {
    if (userId === undefined) queryClient.clear();
  }, [userId]);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
