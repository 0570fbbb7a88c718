import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { focusHeadingWhenShown } from './focusHeading';
import { handlePrivacyRequired } from './privacyRequired';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './sessionExpiry';
import { store } from './store';

/** Where the login page, opened without the router, leads the person. */
export interface AppEntry {
  to: string;
  options?: { replace?: boolean; state?: unknown };
}

/**
 * Renders the app, with its router, into the page's root: at the address the browser opened,
 * or, coming from the login page that ran without it, at the page that login leads to. That
 * page's own code has loaded before the login page gives way, so the person never sees an
 * empty step; then the focus goes to its heading, as after any change of page (useHeadingFocus).
 */
export async function startApp(root: Root, entry?: AppEntry): Promise<void> {
  const router = createAppRouter();
  handleSessionExpiry(store, router);
  handlePrivacyRequired(router);
  if (!entry) {
    root.render(<App router={router} />);
    return;
  }
  await router.navigate(entry.to, entry.options);
  // Committed at once, so the login page's heading is gone when the new one is looked for.
  flushSync(() => root.render(<App router={router} />));
  focusHeadingWhenShown(document);
}
