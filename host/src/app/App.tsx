import { AppProviders } from '@skillup/shared/ui';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router';
import { store } from './store';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders store={store}>
      {/* react-router-dom's provider is this one given React DOM's flushSync; the host leaves that package to the remotes (docs/performance.md). */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
}
