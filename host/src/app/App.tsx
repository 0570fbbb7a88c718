import { AppProviders } from '@skillup/shared';
import { RouterProvider } from 'react-router-dom';
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
      <RouterProvider router={router} />
    </AppProviders>
  );
}
