import { AppProviders } from '@skillup/shared/ui';
import { StandaloneLogin, type EnterApp } from '../login/StandaloneLogin';
import { PageFrame } from './PageFrame';
import { store } from './store';
import { loadApp } from './loadApp';
import { warm, warmPrivatePages } from './warmPages';

/** The pages a sign-in leads to, the router first: this login page runs without it. */
function warmAppAndPrivatePages(): void {
  warm([loadApp]);
  warmPrivatePages();
}

/**
 * The page when the browser opens /login: the login form in the frame of every page, without
 * the router (docs/performance.md, "What the login page loads").
 */
export function LoginApp({ enterApp }: { enterApp: EnterApp }) {
  return (
    <AppProviders store={store}>
      <PageFrame>
        <StandaloneLogin enterApp={enterApp} warmPages={warmAppAndPrivatePages} />
      </PageFrame>
    </AppProviders>
  );
}
