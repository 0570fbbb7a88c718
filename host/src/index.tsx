import { AppProviders } from '@skillup/shared/ui';
import { createRoot } from 'react-dom/client';
import { LoginApp } from './app/LoginApp';
import { loadApp } from './app/loadApp';
import { RouteError } from './app/RouteError';
import { store } from './app/store';
import { isLoginPath } from './login/loginNavigation';
import type { EnterApp } from './login/StandaloneLogin';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

let entered = false;

/**
 * Signed in on the login page the browser opened: the router takes over at the page the login
 * leads to. Should its code not load, the browser opens that page itself, as a plain form
 * would, and the session it now holds takes the person there. Only the first move counts: a
 * second click while the app loads must not start a second router.
 */
const enterApp: EnterApp = (to, options) => {
  if (entered) return;
  entered = true;
  loadApp()
    .then(({ startApp }) => startApp(root, { to, options }))
    .catch(() => window.location.assign(to));
};

// docs/performance.md, "What the login page loads": /login runs without the router.
if (isLoginPath(window.location.pathname)) {
  root.render(<LoginApp enterApp={enterApp} />);
} else {
  loadApp()
    .then(({ startApp }) => startApp(root))
    .catch(() =>
      root.render(
        <AppProviders store={store}>
          <RouteError />
        </AppProviders>,
      ),
    );
}
