import { AppProviders } from '@skillup/shared/ui';
import { StandaloneLogin, type EnterApp } from '../login/StandaloneLogin';
import { Notifications } from './Notifications';
import { store } from './store';
import { useMobileLayout } from './useMobileLayout';

function LoginLayout({ enterApp }: { enterApp: EnterApp }) {
  useMobileLayout();
  return (
    <>
      <StandaloneLogin enterApp={enterApp} />
      <Notifications />
    </>
  );
}

/**
 * The page when the browser opens /login: the login form and what the root layout shows around
 * every page, without the router (docs/performance.md, "What the login page loads").
 */
export function LoginApp({ enterApp }: { enterApp: EnterApp }) {
  return (
    <AppProviders store={store}>
      <LoginLayout enterApp={enterApp} />
    </AppProviders>
  );
}
