import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@skillup/shared';

/**
 * A call worth trying again: the network or the server failed. An answer the server gave on
 * purpose (4xx) would come back the same, and an expired session is the expiry handler's.
 */
export function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'offline' || error.kind === 'timeout') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/**
 * The one cache of server data. The host creates it and every area reads it through the
 * shared `@tanstack/react-query` singleton (docs/architecture.md, "Client and server state").
 * Screens do not refetch on focus: a participant mid-test must not see a list jump under them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => isTransient(error) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
