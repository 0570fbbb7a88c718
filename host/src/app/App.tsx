import { AppProviders } from '@skillup/shared/ui';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { handlePrivacyRequired } from './privacyRequired';
import { handleSessionExpiry } from './sessionExpiry';
import { store } from './store';

const router = createAppRouter();
handleSessionExpiry(store, router);
handlePrivacyRequired(router);

export function App() {
  return (
    <AppProviders store={store}>
      {/* react-router-dom's provider is this one given React DOM's flushSync; the host leaves that package to the remotes (docs/performance.md). */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
}
