import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import type { AppStore } from '../state/store';
import { AppProviders } from '../ui/AppProviders';

/** A cache of its own per test, which gives up at once so failures show without waiting. */
export function aQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/**
 * Renders `ui` inside the providers the host gives every area, around `store`, with a fresh
 * query cache (the host's private pages have one) holding the `cached` data already, as a
 * page finds what an earlier answer kept.
 */
export function renderWithStore(
  ui: ReactElement,
  {
    store = createStore(),
    queryClient = aQueryClient(),
    cached = [],
    ...options
  }: { store?: AppStore; queryClient?: QueryClient; cached?: ReadonlyArray<readonly [QueryKey, unknown]> } & RenderOptions = {},
) {
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return {
    store,
    queryClient,
    ...render(ui, {
      wrapper: ({ children }) => (
        <AppProviders store={store}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AppProviders>
      ),
      ...options,
    }),
  };
}
