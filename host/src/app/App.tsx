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
      {/* The provider of react-router-dom, less its server-side exports: react-router's, given React DOM's flushSync. */}
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>
  );
}
