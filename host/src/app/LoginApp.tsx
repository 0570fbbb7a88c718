import { AppProviders } from '@skillup/shared/ui';
import { StandaloneLogin, type EnterApp } from '../login/StandaloneLogin';
import { PageFrame } from './PageFrame';
import { store } from './store';

/**
 * The page when the browser opens /login: the login form in the frame of every page, without
 * the router (docs/performance.md, "What the login page loads").
 */
export function LoginApp({ enterApp }: { enterApp: EnterApp }) {
  return (
    <AppProviders store={store}>
      <PageFrame>
        <StandaloneLogin enterApp={enterApp} />
      </PageFrame>
    </AppProviders>
  );
}
